import mongoose from 'mongoose';
import { type StoredFields, storedSchema } from '@bms/platform';

export interface TrackedEventDoc extends StoredFields {
  /** 128 random bits, base64url: the only way to find the event */
  random_id: string;
  type: string;
  related_type: string | null;
  related_id: number | null;
  /**
   * key → value pairs as a list: keys may hold dots, which a document's
   * field names cannot (FerretDB refuses them; MongoDB handles them badly).
   */
  metadata: Array<{ key: string; value: string }>;
  created_by: number;
}

const schema = storedSchema<TrackedEventDoc>({
  random_id: String,
  type: String,
  related_type: String,
  related_id: Number,
  metadata: [{ _id: false, key: String, value: String }],
  created_by: Number,
});

schema.index({ random_id: 1 }, { unique: true });

export function trackedEventModel(conn: mongoose.Connection) {
  return conn.model<TrackedEventDoc>('TrackedEvent', schema, 'tracked_events');
}
