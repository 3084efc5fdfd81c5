import mongoose from 'mongoose';
import type { LeasedItem } from '@bms/platform';
import type { SealedSecret } from '../connections/secrets';

/** What a request asks for: a recovery email, or a sign-in code by text message. */
export type CodeRequestKind = 'recovery' | 'login_code';

/**
 * A request for a code, recorded before its answer: the same single
 * insert whether the address is registered or not. A worker looks the
 * address up, issues the code and queues its message, then deletes it;
 * it lapses unhandled at `expires_at`.
 */
export interface CodeRequestDoc extends LeasedItem {
  status: 'queued';
  kind: CodeRequestKind;
  /**
   * The key of the one courier message it may make (the email's
   * Message-ID, the SMS id), unique among messages: a request handled
   * twice (a replica died after queueing it, before deleting the request)
   * queues no second message.
   */
  key: string;
  /** the address and the code, encrypted (bound to `key`): nothing keeps them in clear */
  sealed: SealedSecret;
  /** when its code would stop working: the request is dropped then, handled or not */
  expires_at: Date;
  /** the recipient's hourly cap counts it already (a request handled again is not counted twice) */
  admitted: boolean;
  created_at: Date;
}

const schema = new mongoose.Schema<CodeRequestDoc>(
  {
    _id: Number,
    status: String,
    kind: String,
    key: String,
    sealed: mongoose.Schema.Types.Mixed,
    expires_at: Date,
    admitted: Boolean,
    next_attempt_at: Date,
    locked_until: Date,
    lease: String,
    created_at: Date,
  },
  { versionKey: false },
);
// The workers' due requests; the dropping of lapsed ones.
schema.index({ status: 1, next_attempt_at: 1 });
schema.index({ expires_at: 1 });

export function codeRequestModel(conn: mongoose.Connection) {
  return conn.model<CodeRequestDoc>('CodeRequest', schema, 'code_requests');
}
