import mongoose from 'mongoose';
import { type StoredFields, storedSchema } from '@bms/platform';

export type Audience = 'staff' | 'clients' | 'everyone' | 'users';

export interface AnnouncementDoc extends StoredFields {
  title: string;
  description: string;
  /** YYYY-MM-DD; strings of this form sort as the dates they name */
  start_date: string;
  end_date: string | null;
  audience: Audience;
  user_ids: number[];
  created_by: number;
}

const schema = storedSchema<AnnouncementDoc>({
  title: String,
  description: String,
  start_date: String,
  end_date: String,
  audience: String,
  user_ids: [Number],
  created_by: Number,
});

schema.index({ audience: 1, start_date: 1, end_date: 1 });
schema.index({ user_ids: 1 });

export function announcementModel(conn: mongoose.Connection) {
  return conn.model<AnnouncementDoc>('Announcement', schema, 'announcements');
}

/** One per announcement and reader: `read` is per caller. */
export interface AnnouncementReadDoc {
  _id: string;
  announcement_id: number;
  user_id: number;
  read_at: Date;
}

const readSchema = new mongoose.Schema<AnnouncementReadDoc>(
  { _id: String, announcement_id: Number, user_id: Number, read_at: Date },
  { versionKey: false },
);
readSchema.index({ user_id: 1, announcement_id: 1 });

export function announcementReadModel(conn: mongoose.Connection) {
  return conn.model<AnnouncementReadDoc>('AnnouncementRead', readSchema, 'announcement_reads');
}
