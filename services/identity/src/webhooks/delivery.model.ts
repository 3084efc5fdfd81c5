import mongoose from 'mongoose';

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

/** One event to one webhook: the body sent, and how its attempts went. */
export interface DeliveryDoc {
  _id: number;
  webhook_id: number;
  event_id: string;
  event_type: string;
  /** the exact body every attempt sends (and signs) */
  payload: string;
  status: DeliveryStatus;
  attempts: number;
  /** attempts since it was recorded or last replayed (spaces the retries) */
  tries: number;
  last_response_code: number | null;
  last_error: string | null;
  last_attempt_at: Date | null;
  /** while pending: when the next attempt is due */
  next_attempt_at: Date | null;
  delivered_at: Date | null;
  /** retries stop after this (a replay starts a new period) */
  retry_until: Date;
  /** a worker holds the delivery until then (its attempt in flight) */
  locked_until: Date;
  /** which claim holds it; the attempt's outcome is written only under the same lease */
  lease: string | null;
  created_at: Date;
  updated_at: Date;
}

const schema = new mongoose.Schema<DeliveryDoc>(
  {
    _id: Number,
    webhook_id: Number,
    event_id: String,
    event_type: String,
    payload: String,
    status: String,
    attempts: Number,
    tries: Number,
    last_response_code: Number,
    last_error: String,
    last_attempt_at: Date,
    next_attempt_at: Date,
    delivered_at: Date,
    retry_until: Date,
    locked_until: Date,
    lease: String,
    created_at: Date,
    updated_at: Date,
  },
  { versionKey: false },
);
// One delivery per event and webhook, however often the event arrives.
schema.index({ event_id: 1, webhook_id: 1 }, { unique: true });
// The log of a webhook, newest first, optionally by status.
schema.index({ webhook_id: 1, _id: -1 });
schema.index({ webhook_id: 1, status: 1, _id: -1 });
// The workers' due deliveries, and the pruning of finished ones.
schema.index({ status: 1, next_attempt_at: 1 });
schema.index({ status: 1, updated_at: 1 });

export function deliveryModel(conn: mongoose.Connection) {
  return conn.model<DeliveryDoc>('WebhookDelivery', schema, 'webhook_deliveries');
}
