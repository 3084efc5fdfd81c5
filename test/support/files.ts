import * as crypto from 'node:crypto';
import type { Response } from 'supertest';
import { type Connection, connectMongo, createLogger } from '@bms/platform';
import { adminSession, type AdminSession, bearer, binary, fixture, type TestGateway } from './harness';
import { dbUrl } from './stack';

export const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

export { binary };

/**
 * The blobs that have chunks but no `blobs.files` entry: uploads under way,
 * or bytes left behind by uploads that failed.
 */
export async function orphanBlobs(conn: Connection): Promise<unknown[]> {
  const ids = (await conn.db!.collection('blobs.chunks').distinct('files_id')) as unknown[];
  const complete = new Set(((await conn.db!.collection('blobs.files').distinct('_id', { _id: { $in: ids } } as never)) as unknown[]).map(String));
  return ids.filter((id) => !complete.has(String(id)));
}

export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

/**
 * A new gateway answers 503 to signed-in requests until its Redis
 * connection is up (revocations cannot be checked before).
 */
export async function redisReady(g: TestGateway, token: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if ((await g.api.get('/api/file-manager').set(bearer(token))).status !== 503) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** What the file manager tests share: the admin's gateway, the files database, uploads and downloads. */
export class FileManager {
  readonly t: TestGateway;
  readonly admin: string;
  readonly adminId: number;

  private constructor(
    session: AdminSession,
    readonly db: Connection,
  ) {
    ({ t: this.t, admin: this.admin, adminId: this.adminId } = session);
  }

  /** Before the block's tests, a FileManager handed to `use`; closed after them. */
  static forTests(use: (f: FileManager) => void): void {
    fixture(FileManager.open, (f) => f.close(), use);
  }

  private static async open(): Promise<FileManager> {
    const session = await adminSession();
    return new FileManager(session, await connectMongo(dbUrl(session.t.stack, 'files'), createLogger('test', 'silent')));
  }

  private async close(): Promise<void> {
    await this.db.close();
    await this.t.close();
  }

  upload(bytes: Buffer, name: string, token = this.admin, fields: Record<string, string> = {}, type?: string) {
    let req = this.t.api.post('/api/file-manager/files').set(bearer(token));
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return req.attach('file', bytes, { filename: name, ...(type ? { contentType: type } : {}) });
  }

  /** Deletes files (and with them their bytes), as a test's cleanup. */
  async remove(ids: number[]): Promise<void> {
    for (const id of ids) expect((await this.t.api.delete(`/api/file-manager/files/${id}`).set(bearer(this.admin))).status).toBe(200);
  }

  download(id: number, token = this.admin) {
    return this.t.api.get(`/api/file-manager/files/${id}/download`).set(bearer(token)).buffer(true).parse(binary as never) as unknown as Promise<Response & { body: Buffer }>;
  }
}
