import mongoose from 'mongoose';

/** One per announcement and reader: `read` is per caller. */
interface AnnouncementReadDoc {
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

/** Who has read which announcement (announcement_reads): marks by the reader, and each reader's own. */
export class AnnouncementReads {
  private readonly reads: mongoose.Model<AnnouncementReadDoc>;

  constructor(conn: mongoose.Connection) {
    this.reads = conn.model<AnnouncementReadDoc>('AnnouncementRead', readSchema, 'announcement_reads');
  }

  /** Marks it read for the user only; a second mark changes nothing. */
  async mark(announcementId: number, userId: number): Promise<void> {
    await this.reads.collection.updateOne(
      { _id: `${announcementId}:${userId}` } as never,
      { $setOnInsert: { announcement_id: announcementId, user_id: userId, read_at: new Date() } },
      { upsert: true },
    );
  }

  /** Those of `ids` the user has read. */
  async readBy(userId: number, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.reads
      .find({ user_id: userId, announcement_id: { $in: ids } }, { announcement_id: 1 })
      .lean<Array<Pick<AnnouncementReadDoc, 'announcement_id'>>>()
      .exec();
    return new Set(rows.map((r) => r.announcement_id));
  }
}
