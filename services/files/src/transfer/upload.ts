import type * as http from 'node:http';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { fileManager } from '@bms/contracts';
import type { files } from '@bms/protos';
import { type IdempotencyClaim, onceClosed, parseInput, ValidationError } from '@bms/platform';
import { type FileService, type StoredBlob, TooLarge } from '../files/file.service';
import type { FolderService } from '../folders/folder.service';
import { HttpFailure } from './http-errors';

/** Room for the multipart framing around the file and its few fields. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * How long a refused upload's remaining bytes are read and dropped before
 * the answer goes: answered after the whole request, the connection stays
 * good for the next one (the gateway reuses it); answered while the caller
 * still sends, the next request on it can meet a reset. A sender that goes
 * on longer is answered anyway, and the connection closed.
 */
const DRAIN_MS = 2_000;

/** Resolves once the rest of `req` has been read (and dropped), or after `ms`. */
function drained(req: http.IncomingMessage, ms: number): Promise<void> {
  if (req.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    req.once('end', done);
    onceClosed(req, done);
  });
}

const folderOf = (v: number | null | undefined) => (v ? v : null);

/**
 * The name of an uploaded file: its last path segment (a browser of old sent
 * the whole path), without control characters; checked as a JSON upload's
 * name is (not cut: cut, a long name lost its extension).
 */
function cleanName(filename: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  return (filename ?? '').split(/[/\\]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

/**
 * Receives an upload (SPEC 4.7): multipart/form-data (`file`,
 * `folder_id`) streamed into GridFS as it arrives, or JSON `{name,
 * folder_id, content_base64}` for small files. The size limit is counted
 * while the bytes stream; nothing is kept of an upload that fails.
 */
export class Uploads {
  constructor(
    private readonly files: FileService,
    private readonly folders: FolderService,
  ) {}

  private get max(): number {
    return this.files.maxBytes;
  }

  /** The largest JSON body: the file in base64 and its name. */
  private get jsonLimit(): number {
    return Math.ceil(this.max / 3) * 4 + MULTIPART_OVERHEAD;
  }

  /**
   * Under an Idempotency-Key's claim (from the gateway) the claim is stored
   * with the file's record, as every create stores it: a retry of an upload
   * that was recorded (its answer lost to a 5xx, a timeout, a gateway gone)
   * is answered with that file, its bytes read and dropped, nothing stored twice.
   */
  async receive(req: http.IncomingMessage, userId: number, claim?: IdempotencyClaim): Promise<files.FileRecord> {
    const made = claim && (await this.files.madeUnder(claim));
    if (made) {
      req.resume();
      await drained(req, DRAIN_MS);
      return made;
    }
    const type = (req.headers['content-type'] ?? '').toLowerCase();
    const length = Number(req.headers['content-length'] ?? NaN);
    if (type.startsWith('multipart/form-data')) {
      if (length > this.max + MULTIPART_OVERHEAD) throw new TooLarge(this.max);
      return this.multipart(req, userId, claim);
    }
    if (type.startsWith('application/json')) {
      if (length > this.jsonLimit) throw new TooLarge(this.max);
      return this.json(req, userId, claim);
    }
    throw new HttpFailure(415, 'Upload a file as multipart/form-data (file, folder_id) or as JSON (name, folder_id, content_base64).');
  }

  private async json(req: http.IncomingMessage, userId: number, claim: IdempotencyClaim | undefined): Promise<files.FileRecord> {
    const raw = await readText(req, this.jsonLimit, this.max);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new HttpFailure(400, 'Malformed JSON in the request body.');
    }
    const b = parseInput(fileManager.uploadJsonBody, body);
    const bytes = Buffer.from(b.content_base64, 'base64');
    if (bytes.length > this.max) throw new TooLarge(this.max);
    const folder = await this.folders.requireParent(folderOf(b.folder_id), 'folder_id');
    const blob = await this.files.writeBlob(Readable.from([bytes]), b.name);
    return this.kept(await this.files.create(blob, b.name, folder, userId, claim), folder, userId);
  }

  /**
   * A file recorded into a folder deleted meanwhile (see FolderService.stillThere) is taken
   * back, refused as when the delete came first; unless that delete took it along.
   */
  private async kept(made: files.FileRecord, folder: number | null, userId: number): Promise<files.FileRecord> {
    if ((await this.folders.stillThere(folder)) || !(await this.files.withdraw(Number(made.record!.id), userId))) return made;
    throw ValidationError.field('folder_id', 'No such folder.');
  }

  private async multipart(req: http.IncomingMessage, userId: number, claim: IdempotencyClaim | undefined): Promise<files.FileRecord> {
    const { blob, name, truncated, fields } = await this.parts(req);
    const keep = async <T>(check: () => Promise<T> | T): Promise<T> => {
      try {
        return await check();
      } catch (err) {
        await this.files.blobs.remove(blob.id).catch(() => undefined);
        throw err;
      }
    };
    const folder = await keep(async () => {
      if (truncated) throw new TooLarge(this.max);
      const named = fileManager.entryName.safeParse(name);
      if (!named.success) {
        throw ValidationError.field('file', name ? `Its filename: ${named.error.issues[0]!.message}` : 'The file needs a name (the filename of its part).');
      }
      const f = parseInput(fileManager.uploadMultipartBody.omit({ file: true }), fields);
      return this.folders.requireParent(folderOf(f.folder_id), 'folder_id');
    });
    return this.kept(await this.files.create(blob, name, folder, userId, claim), folder, userId);
  }

  /**
   * Reads the parts: the fields, and the `file` part streamed into a blob
   * as it arrives. Resolves once the whole request is read.
   */
  private parts(req: http.IncomingMessage): Promise<{ blob: StoredBlob; name: string; truncated: boolean; fields: Record<string, string> }> {
    return new Promise((resolve, reject) => {
      let bb: busboy.Busboy;
      try {
        // A part stops one byte past the limit (busboy marks a part that reaches
        // its limit as truncated); the blob writer refuses that byte (413).
        bb = busboy({
          headers: req.headers,
          defParamCharset: 'utf8',
          limits: { files: 1, fileSize: this.max + 1, fields: 10, fieldSize: 1024, parts: 20 },
        });
      } catch {
        reject(ValidationError.field('file', 'Send multipart/form-data with a boundary.'));
        return;
      }
      const fields: Record<string, string> = {};
      let upload: Promise<StoredBlob> | undefined;
      let file: Readable | undefined;
      let name = '';
      let truncated = false;
      let failed = false;
      const fail = (err: unknown) => {
        if (failed) return;
        failed = true;
        // Stop parsing; what is left of the request is read and dropped. The
        // file part ends with an error, so that its blob is removed: a part
        // that just stopped would hold its stored chunks for good.
        req.unpipe(bb);
        req.resume();
        const cause = err instanceof Error ? err : new Error(String(err));
        file?.destroy(cause);
        bb.destroy(cause);
        // Answered once nothing is left of the upload, and the request has been read.
        const removed = upload ? upload.then((b) => this.files.blobs.remove(b.id)).catch(() => undefined) : Promise.resolve();
        void Promise.all([removed, drained(req, DRAIN_MS)]).then(() => reject(err));
      };
      bb.on('field', (key, value) => {
        if (key === 'folder_id') fields[key] = value;
      });
      bb.on('file', (field, stream, info) => {
        // A file under another name would be dropped unsaid, and would take the one file busboy
        // lets through (limits.files): the `file` part after it refused as a second file. Refused,
        // busboy ends its part with the refusal's error: unheard, that error would stop the process.
        if (field !== 'file') {
          stream.on('error', () => undefined);
          return fail(ValidationError.field('file', 'Send the file as the part named "file"; a file part under another name is not taken.'));
        }
        name = cleanName(info.filename);
        file = stream;
        stream.on('limit', () => {
          truncated = true;
        });
        upload = this.files.writeBlob(stream, name || 'file');
        upload.catch(fail);
      });
      // A second file (busboy takes one: limits.files) would be dropped unsaid: refused, and the first removed.
      bb.on('filesLimit', () => fail(ValidationError.field('file', 'Send one file per upload.')));
      bb.on('error', () => fail(ValidationError.field('file', 'The multipart body is malformed.')));
      bb.on('close', () => {
        if (failed) return;
        if (!upload) return fail(ValidationError.field('file', 'This field is required.'));
        upload.then((blob) => resolve({ blob, name, truncated, fields }), fail);
      });
      const interrupted = () => fail(new HttpFailure(400, 'The upload was interrupted.'));
      req.on('aborted', interrupted);
      // Also when the request was cut while its caller was authenticated: its 'close' came before this.
      onceClosed(req, () => {
        if (!req.complete) interrupted();
      });
      req.pipe(bb);
    });
  }
}

/** The body as text, refused with 413 past `limit` bytes. */
function readText(req: http.IncomingMessage, limit: number, max: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        parts.length = 0;
        req.removeAllListeners('data');
        req.resume();
        reject(new TooLarge(max));
        return;
      }
      parts.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
    // Cut before its end, maybe while its caller was authenticated (no 'end', nor 'error', would come then).
    onceClosed(req, () => {
      if (!req.complete) reject(new HttpFailure(400, 'The upload was interrupted.'));
    });
  });
}
