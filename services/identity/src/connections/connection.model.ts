import mongoose from 'mongoose';
import type { SealedSecret } from './secrets';

/** The external account a connection is to, as the provider named it (ID token or userinfo). */
export interface ConnectionAccount {
  /** the provider's subject (`sub`) */
  id: string;
  email: string | null;
  name: string | null;
}

/**
 * One user's connection to one external service; its `_id` is
 * `<user_id>:<provider>`. Every write increments `version`.
 */
export interface ConnectionDoc {
  _id: string;
  user_id: number;
  provider: string;
  /** connected: tokens held; disconnected: the provider refused a refresh, or the user disconnected (tokens forgotten) */
  status: 'connected' | 'disconnected';
  /** the tokens, encrypted for this record: {access_token, refresh_token}; null once forgotten */
  secret: SealedSecret | null;
  scopes: string[];
  account: ConnectionAccount | null;
  expires_at: Date | null;
  /**
   * When a refresher should take the access token up: some time before it
   * expires; while one is at it, the end of its lease. A refresher claims
   * the connection by moving this forward (a conditional update), so
   * replicas never refresh one together. null: nothing to refresh.
   */
  refresh_at: Date | null;
  /** the replica holding the refresh lease */
  refresh_by: string | null;
  connected_at: Date | null;
  disconnected_at: Date | null;
  disconnect_reason: 'refused' | 'user' | null;
  version: number;
  created_at: Date;
  updated_at: Date;
  /** before tokens were exchanged here: what was saved (a code or tokens) */
  grant?: 'authorization_code' | 'token';
}

const schema = new mongoose.Schema<ConnectionDoc>(
  {
    _id: String,
    user_id: Number,
    provider: String,
    status: String,
    secret: mongoose.Schema.Types.Mixed,
    scopes: [String],
    account: mongoose.Schema.Types.Mixed,
    expires_at: Date,
    refresh_at: Date,
    refresh_by: String,
    connected_at: Date,
    disconnected_at: Date,
    disconnect_reason: String,
    version: Number,
    created_at: Date,
    updated_at: Date,
    grant: String,
  },
  { versionKey: false },
);

schema.index({ user_id: 1 });
schema.index({ refresh_at: 1 });

export function connectionModel(conn: mongoose.Connection) {
  return conn.model<ConnectionDoc>('Connection', schema, 'connections');
}
