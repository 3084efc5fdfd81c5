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
});
