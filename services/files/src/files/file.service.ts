import * as crypto from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type mongoose from 'mongoose';
import type { files } from '@bms/protos';
import { isoDay, AppError, type AuthedContext, type Counters, type IdempotencyClaim, type Logger, newEvent, NotFound, type OutboxRelay, Store } from '@bms/platform';
import type { BlobId, BlobStore } from './blob-store';
import { type FileDoc, fileModel } from './file.model';
import { SNIFF_BYTES, sniffContentType } from './sniff';

export const MODULE = 'files';

export function toFile(f: FileDoc): files.File {
  return {
    id: f._id,
    name: f.name,
    size: f.size,
    content_type: f.content_type,
    folder_id: f.folder_id ?? undefined,
    uploaded_by: f.uploaded_by,
    created_at: isoDay(f.created_at),
    sha256: f.sha256,
    download_url: `/api/file-manager/files/${f._id}/download`,
  };
}

/** What was learnt of a file while its bytes streamed into the blob store. */
export interface StoredBlob {
  id: BlobId;
  size: number;
  sha256: string;
  content_type: string;
}

/** A file over the size limit (413). */
export class TooLarge extends AppError {
  constructor(limit: number) {
    super('too_large', `The file is larger than the limit of ${limit} bytes.`);
  }
}

/**
 * Counts, hashes and keeps the first bytes of what flows through it, and
 * fails once more than `limit` bytes have passed.
 */
class Inspector extends Transform {
  size = 0;
  private readonly hash = crypto.createHash('sha256');
  private readonly head: Buffer[] = [];
  private headLength = 0;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: (err?: Error | null, data?: Buffer) => void) {
    this.size += chunk.length;
    if (this.size > this.limit) return done(new TooLarge(this.limit));
    this.hash.update(chunk);
    if (this.headLength < SNIFF_BYTES) {
      const part = chunk.subarray(0, SNIFF_BYTES - this.headLength);
      this.head.push(Buffer.from(part));
      this.headLength += part.length;
    }
    done(null, chunk);
  }

  result(): { size: number; sha256: string; content_type: string } {
    const head = Buffer.concat(this.head);
    return { size: this.size, sha256: this.hash.digest('hex'), content_type: sniffContentType(head, this.size <= SNIFF_BYTES) };
  }
}

/**
 * The file records. A deleted file's record keeps `blob_id` until its
 * bytes are removed; the purge job removes the bytes still held before it
 * purges records, so that no bytes outlive their record.
 */
class FileStore extends Store<FileDoc> {
  constructor(
    conn: mongoose.Connection,
    counters: Counters,
    relay: OutboxRelay,
    private readonly blobs: BlobStore,
    private readonly logger: Logger,
  ) {
    super(fileModel(conn), counters, relay);
  }

  /** Removes deleted files' bytes, then forgets them on their records. */
  async removeBytes(gone: Array<Pick<FileDoc, '_id' | 'blob_id'>>): Promise<void> {
    const held = gone.filter((f) => f.blob_id);
    if (!held.length) return;
    await this.blobs.removeAll(held.map((f) => f.blob_id));
    await this.model.collection.updateMany({ _id: { $in: held.map((f) => f._id) } } as never, { $unset: { blob_id: '' } });
  }

  override async purge(before: Date): Promise<number> {
    // The bytes of uploads whose process stopped under them (see BlobStore): no record owns them.
    const lost = await this.blobs.sweep(async (ids) => {
      const owners = await this.model.collection.find({ blob_id: { $in: ids } } as never, { projection: { blob_id: 1 } }).toArray();
      return new Set(owners.map((f) => String(f.blob_id)));
    });
    if (lost) this.logger.info({ blobs: lost }, 'removed the bytes of uploads cut off by a stop');
    for (;;) {
      const held = await this.model.find({ deleted_at: { $gt: new Date(0) }, blob_id: { $exists: true } } as never).limit(100).lean<FileDoc[]>().exec();
      if (!held.length) break;
      await this.removeBytes(held);
    }
    return super.purge(before);
  }
}

/** Files (SPEC 4.7): their records here, their bytes in the blob store. */
export class FileService {
  readonly store: FileStore;

  constructor(
    conn: mongoose.Connection,
    counters: Counters,
    relay: OutboxRelay,
    readonly blobs: BlobStore,
    readonly maxBytes: number,
    private readonly logger: Logger,
  ) {
    this.store = new FileStore(conn, counters, relay, blobs, logger);
  }

  /**
   * Streams `source` into a new blob, a chunk at a time: counted (TooLarge
   * past the limit), hashed and sniffed on the way. Nothing is left behind
   * when it fails, not even a chunk that was being stored then.
   */
  async writeBlob(source: Readable, name: string): Promise<StoredBlob> {
    const inspector = new Inspector(this.maxBytes);
    const blob = this.blobs.openWrite(name);
    try {
      await pipeline(source, inspector, blob);
    } catch (err) {
      await blob.discard().catch(() => undefined);
      throw err;
    }
    return { id: blob.id, ...inspector.result() };
  }

  /** The file an upload under `claim` recorded (deleted since or not), or null; 422 when the key was used for another request. */
  async madeUnder(claim: IdempotencyClaim): Promise<files.FileRecord | null> {
    const doc = await this.store.madeUnder(claim);
    return doc && { record: toFile(doc) };
  }

  /**
   * The record of a stored blob; the blob goes if the record cannot be
   * written, or if an upload under the same claim recorded its file first
   * (that file is the answer).
   */
  async create(blob: StoredBlob, name: string, folderId: number | null, uploadedBy: number, claim?: IdempotencyClaim): Promise<files.FileRecord> {
    try {
      const doc = await this.store.create(
        {
          name,
          folder_id: folderId,
          size: blob.size,
          content_type: blob.content_type,
          sha256: blob.sha256,
          blob_id: blob.id,
          uploaded_by: uploadedBy,
        },
        (f) =>
          newEvent('files.file.uploaded', { id: f._id, name: f.name, folder_id: f.folder_id, size: f.size, content_type: f.content_type }, uploadedBy),
        claim,
      );
      if (String(doc.blob_id) !== String(blob.id)) await this.blobs.remove(blob.id).catch(() => undefined);
      else await this.blobs.settled(blob.id).catch(() => undefined); // else the sweep finds its record
      return { record: toFile(doc) };
    } catch (err) {
      await this.blobs.remove(blob.id).catch(() => undefined);
      throw err;
    }
  }

  async find(id: number): Promise<FileDoc> {
    const f = await this.store.findById(id);
    if (!f) throw new NotFound('File not found.');
    return f;
  }

  async get(id: number, ctx: AuthedContext): Promise<files.FileRecord> {
    ctx.caller.require(MODULE, 'read');
    return { record: toFile(await this.find(id)) };
  }

  async delete(id: number, ctx: AuthedContext): Promise<void> {
    ctx.caller.require(MODULE, 'delete');
    await this.find(id);
    await this.remove(id, ctx);
  }

  /**
   * Deletes a file's record, then its bytes. The file is deleted once its
   * record is: bytes that cannot be removed now are removed by the purge job.
   */
  async remove(id: number, ctx: AuthedContext): Promise<void> {
    await this.removeBytes([await this.removeRecord(id, ctx)]);
  }

  /** Deletes a file's record; its bytes stay until `removeBytes` (or the purge job). */
  async removeRecord(id: number, ctx: AuthedContext): Promise<FileDoc> {
    const gone = await this.store.softDelete(id, (f) => newEvent('files.file.deleted', { id: f._id }, ctx.caller.user_id));
    if (!gone) throw new NotFound('File not found.');
    return gone;
  }

  /** Deletes a file just recorded, as `userId`, and its bytes; false when it was deleted already. */
  async withdraw(id: number, userId: number): Promise<boolean> {
    const gone = await this.store.softDelete(id, (f) => newEvent('files.file.deleted', { id: f._id }, userId));
    if (gone) await this.removeBytes([gone]);
    return !!gone;
  }

  /** Removes deleted files' bytes in one pass; what cannot be removed now the purge job removes. */
  async removeBytes(gone: FileDoc[]): Promise<void> {
    await this.store.removeBytes(gone).catch((err: unknown) => {
      this.logger.warn({ err: String(err), file_ids: gone.map((f) => f._id) }, 'bytes of deleted files not removed; the purge job removes them');
    });
  }

  /** The live files of a folder, by name, past the first `skip`; with `upTo`, those of that id or lower only. */
  inFolder(folderId: number | null, limit: number, upTo?: number, skip = 0): Promise<FileDoc[]> {
    return this.store.model
      .find({ folder_id: folderId, deleted_at: null, ...(upTo === undefined ? {} : { _id: { $lte: upTo } }) } as never)
      .sort({ name: 1, _id: 1 })
      .skip(skip)
      .limit(limit)
      .lean<FileDoc[]>()
      .exec();
  }
}
