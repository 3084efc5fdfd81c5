import { finished, type Readable, Writable } from 'node:stream';
import mongoose from 'mongoose';

export type BlobId = mongoose.Types.ObjectId;

/**
 * The writing end of a new blob. GridFS inserts a chunk while a write is
 * under way, so `discard` first waits for that write, then removes what was
 * stored: no chunk lands after the removal.
 */
export class BlobWriter extends Writable {
  /** the write or end under way in GridFS, settled or not */
  private inFlight: Promise<void> = Promise.resolve();

  constructor(
    readonly id: BlobId,
    private readonly upload: mongoose.mongo.GridFSBucketWriteStream,
    private readonly removeStored: () => Promise<void>,
    /** done before the first byte is stored (marks the blob pending) */
    private readonly begin: () => Promise<unknown>,
  ) {
    super();
    // Its errors reach the callbacks below; this keeps them from being unhandled.
    upload.on('error', () => undefined);
  }

  private begun: Promise<unknown> | undefined;

  /** The blob marked pending (once). */
  private started(): Promise<unknown> {
    return (this.begun ??= this.begin());
  }

  override _construct(done: (err?: Error | null) => void): void {
    this.started().then(() => done(), done);
  }

  override _write(chunk: Buffer, _enc: BufferEncoding, done: (err?: Error | null) => void): void {
    this.inFlight = new Promise((settled) => {
      this.upload.write(chunk, (err) => {
        settled();
        done(err);
      });
    });
  }

  override _final(done: (err?: Error | null) => void): void {
    this.inFlight = new Promise((settled) => {
      finished(this.upload, (err) => {
        settled();
        done(err);
      });
      this.upload.end();
    });
  }

  /** Removes the blob, also its chunks of a write that was under way. */
  async discard(): Promise<void> {
    this.destroy();
    // Its mark too: removed after it was made.
    await this.started().catch(() => undefined);
    await this.inFlight;
    if (!this.upload.state.streamEnd && !this.upload.state.aborted) await this.upload.abort();
    await this.removeStored();
  }
}

/**
 * The bytes of files, in GridFS (bucket `blobs`): written and read as
 * streams, a chunk at a time, never whole in memory. A blob being written
 * is marked pending (`blobs.pending`) until a record owns it or it is
 * removed; the mark of each blob this process writes is touched every
 * `staleMs / 5`, so that a mark left untouched longer is a process's that
 * stopped mid-upload (killed, or stopped before it could remove its blob):
 * `sweep` removes such blobs.
 */
export class BlobStore {
  private readonly bucket: mongoose.mongo.GridFSBucket;
  private readonly chunks: mongoose.mongo.Collection;
  private readonly files: mongoose.mongo.Collection;
  private readonly pending: mongoose.mongo.Collection<{ _id: BlobId; seen_at: Date }>;
  /** the blobs being written here, whose marks are touched */
  private readonly writing = new Map<string, BlobId>();
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    db: mongoose.mongo.Db,
    chunkSizeBytes: number,
    private readonly staleMs: number,
  ) {
    this.bucket = new mongoose.mongo.GridFSBucket(db, { bucketName: 'blobs', chunkSizeBytes });
    this.chunks = db.collection('blobs.chunks');
    this.files = db.collection('blobs.files');
    this.pending = db.collection('blobs.pending');
    void this.pending.createIndex({ seen_at: 1 }).catch(() => undefined);
  }

  /** A stream that stores what is written to it; `id` names the blob, marked pending until `settled` or removed. */
  openWrite(name: string): BlobWriter {
    const id = new mongoose.Types.ObjectId();
    const upload = this.bucket.openUploadStreamWithId(id, name);
    return new BlobWriter(
      id,
      upload,
      () => this.remove(id),
      async () => {
        await this.pending.insertOne({ _id: id, seen_at: new Date() });
        this.writing.set(String(id), id);
        this.heartbeat ??= setInterval(() => void this.touch(), Math.max(1, Math.floor(this.staleMs / 5))).unref();
      },
    );
  }

  private async touch(): Promise<void> {
    if (!this.writing.size) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
      return;
    }
    await this.pending.updateMany({ _id: { $in: [...this.writing.values()] } }, { $set: { seen_at: new Date() } }).catch(() => undefined);
  }

  /** The blob is a record's now: no longer pending. */
  async settled(id: BlobId): Promise<void> {
    this.writing.delete(String(id));
    await this.pending.deleteOne({ _id: id });
  }

  /**
   * Removes the blobs whose writer stopped mid-upload (their marks untouched
   * for `staleMs`), but those a record owns (`owned`: their ids as strings);
   * answers how many went.
   */
  async sweep(owned: (ids: BlobId[]) => Promise<Set<string>>, now = Date.now()): Promise<number> {
    let removed = 0;
    for (;;) {
      const stale = await this.pending.find({ seen_at: { $lt: new Date(now - this.staleMs) } }).limit(100).toArray();
      if (!stale.length) return removed;
      const mine = await owned(stale.map((p) => p._id));
      const lost = stale.map((p) => p._id).filter((id) => !mine.has(String(id)));
      await this.removeAll(lost);
      await this.pending.deleteMany({ _id: { $in: stale.map((p) => p._id) } });
      removed += lost.length;
    }
  }

  async exists(id: BlobId): Promise<boolean> {
    return !!(await this.files.findOne({ _id: id }, { projection: { _id: 1 } }));
  }

  /** Its bytes, or those from `start` up to (not including) `end`. */
  openRead(id: BlobId, range: { start?: number; end?: number } = {}): Readable {
    return this.bucket.openDownloadStream(id, range);
  }

  /** Removes a blob, also one whose upload never finished (chunks without a files entry). */
  remove(id: BlobId): Promise<void> {
    return this.removeAll([id]);
  }

  /** Removes blobs in one pass over the chunks, however many there are. */
  async removeAll(ids: BlobId[]): Promise<void> {
    if (!ids.length) return;
    for (const id of ids) this.writing.delete(String(id));
    await this.chunks.deleteMany({ files_id: { $in: ids } });
    await this.files.deleteMany({ _id: { $in: ids } });
    await this.pending.deleteMany({ _id: { $in: ids } });
  }
}
