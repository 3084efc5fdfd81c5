import * as crypto from 'node:crypto';
import type { Connection } from '@bms/platform';
import { FileManager } from '../support/files';
import { bearer, eventually, type TestGateway } from '../support/harness';

// A multipart upload's parts: one file, as the part named file (bad uploads
// otherwise: files-upload.test.ts).

describe('file manager: multipart parts', () => {
  let files: FileManager, t: TestGateway, admin: string, db: Connection;
  FileManager.forTests((x) => ({ t, admin, db } = files = x));

  it('refuses a file part under another name than file, sent before the file part: 422 saying so, not "one file per upload", nothing stored', async () => {
    const tag = crypto.randomBytes(4).toString('hex');
    const stored = async () => ({
      files: await db.db!.collection('files').countDocuments({ name: new RegExp(`^${tag}-`) }),
      blobs: await db.db!.collection('blobs.files').countDocuments({ filename: new RegExp(`^${tag}-`) }),
    });
    const otherFirst = await t.api
      .post('/api/file-manager/files')
      .set(bearer(admin))
      .attach('attachment', Buffer.from('other'), { filename: `${tag}-other.txt` })
      .attach('file', Buffer.from('real'), { filename: `${tag}-real.txt` });
    expect({ status: otherFirst.status, errors: otherFirst.body.errors }).toEqual({
      status: 422,
      errors: { file: ['Send the file as the part named "file"; a file part under another name is not taken.'] },
    });
    // After the file part, busboy never names it (it lets one file through): a second file, as two file parts are.
    const otherAfter = await t.api
      .post('/api/file-manager/files')
      .set(bearer(admin))
      .attach('file', Buffer.from('real'), { filename: `${tag}-real-first.txt` })
      .attach('attachment', Buffer.from('other'), { filename: `${tag}-other-after.txt` });
    expect({ status: otherAfter.status, errors: otherAfter.body.errors }).toEqual({ status: 422, errors: { file: ['Send one file per upload.'] } });
    await eventually(async () => expect(await stored()).toEqual({ files: 0, blobs: 0 }));
    const alone = await files.upload(Buffer.from('real'), `${tag}-alone.txt`, admin);
    expect(alone.status).toBe(201);
  });

  it('takes folder_id 0 for the root and refuses one that is no id, naming it, nothing stored', async () => {
    const tag = crypto.randomBytes(4).toString('hex');
    const send = (folder_id: string, name: string) =>
      t.api.post('/api/file-manager/files').set(bearer(admin)).field('folder_id', folder_id).attach('file', Buffer.from('x'), { filename: `${tag}-${name}` });
    const atRoot = await send('0', 'root.txt');
    expect(atRoot.status).toBe(201);
    expect(atRoot.body.record.folder_id ?? null).toBeNull();
    for (const [i, folder_id] of ['9007199254740993', '-1', 'x'].entries()) {
      const bad = await send(folder_id, `bad${i}.txt`);
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(['folder_id']);
      // Said as what it is, not looked up as another id (2^53 + 1 is 2^53 as a number).
      expect(bad.body.errors.folder_id[0]).toMatch(i === 0 ? /^Must be at most 9007199254740991/ : /^Must be a folder id, or 0 for the root/);
    }
    await eventually(async () => expect(await db.db!.collection('blobs.files').countDocuments({ filename: new RegExp(`^${tag}-bad`) })).toBe(0));
  });
});
