import type { Readable } from 'node:stream';
import mongoose from 'mongoose';

export type BlobId = mongoose.Types.ObjectId;

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
  openWrite(name: string): { id: BlobId; stream: NodeJS.WritableStream } {
    const stream = this.bucket.openUploadStream(name);
    return { id: stream.id as BlobId, stream };
  }

  async exists(id: BlobId): Promise<boolean> {
    return !!(await this.files.findOne({ _id: id }, { projection: { _id: 1 } }));
  }

  openRead(id: BlobId): Readable {
    return this.bucket.openDownloadStream(id);
  }

  /** Removes a blob, also one whose upload never finished (chunks without a files entry). */
  async remove(id: BlobId): Promise<void> {
    await this.chunks.deleteMany({ files_id: id });
    await this.files.deleteOne({ _id: id });
  }
}
