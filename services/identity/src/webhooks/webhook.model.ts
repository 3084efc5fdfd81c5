import mongoose from 'mongoose';
import { type StoredFields, storedSchema } from '@bms/platform';
import type { SealedSecret } from '../connections/secrets';

/** A subscription of a URL to event patterns. */
export interface WebhookDoc extends StoredFields {
  url: string;
  /** event types or NATS-style patterns (* one token, > the rest) */
  events: string[];
  active: boolean;
  description: string;
  /** the signing secret, encrypted (never stored in the clear) */
  secret: SealedSecret;
}

/** Stored fields never shown in events or the audit trail (named there, masked). */
export const WEBHOOK_SECRETS = ['secret'] as const;

const schema = storedSchema<WebhookDoc>({
  url: String,
  events: [String],
  active: Boolean,
  description: String,
  secret: mongoose.Schema.Types.Mixed,
});
schema.index({ active: 1 });
schema.index({ deleted_at: 1 });

export function webhookModel(conn: mongoose.Connection) {
  return conn.model<WebhookDoc>('Webhook', schema, 'webhooks');
}

/** The additional data a webhook's sealed secret is bound to. */
export const secretContext = (id: number) => `webhook:${id}`;
