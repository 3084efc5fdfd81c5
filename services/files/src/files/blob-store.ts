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
  ) {
    super();
    // Its errors reach the callbacks below; this keeps them from being unhandled.
    upload.on('error', () => undefined);
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
    await this.inFlight;
    if (!this.upload.state.streamEnd && !this.upload.state.aborted) await this.upload.abort();
    await this.removeStored();
  }
}

/**
 * The bytes of files, in GridFS (bucket `blobs`): written and read as
 * streams, a chunk at a time, never whole in memory.
 */
export class BlobStore {
  private readonly bucket: mongoose.mongo.GridFSBucket;
  private readonly chunks: mongoose.mongo.Collection;
  private readonly files: mongoose.mongo.Collection;

  constructor(db: mongoose.mongo.Db, chunkSizeBytes: number) {
    this.bucket = new mongoose.mongo.GridFSBucket(db, { bucketName: 'blobs', chunkSizeBytes });
    this.chunks = db.collection('blobs.chunks');
    this.files = db.collection('blobs.files');
  }

  /** A stream that stores what is written to it; `id` names the blob. */
  openWrite(name: string): BlobWriter {
    const upload = this.bucket.openUploadStream(name);
    const id = upload.id as BlobId;
    return new BlobWriter(id, upload, () => this.remove(id));
  }

  async exists(id: BlobId): Promise<boolean> {
    return !!(await this.files.findOne({ _id: id }, { projection: { _id: 1 } }));
  }

  openRead(id: BlobId): Readable {
    return this.bucket.openDownloadStream(id);
  }

  /** Removes a blob, also one whose upload never finished (chunks without a files entry). */
  remove(id: BlobId): Promise<void> {
    return this.removeAll([id]);
  }

  /** Removes blobs in one pass over the chunks, however many there are. */
  async removeAll(ids: BlobId[]): Promise<void> {
    if (!ids.length) return;
    await this.chunks.deleteMany({ files_id: { $in: ids } });
    await this.files.deleteMany({ _id: { $in: ids } });
  }
}
