import type { Connection } from '@bms/platform';
import { FileManager } from '../support/files';
import { bearer, type TestGateway, unique } from '../support/harness';

// A folder deleted while entries keep being put into it (uploads, new
// subfolders), as fast as they come: the delete ends, and nothing is left
// live in the deleted folder, where no listing reaches it; an entry is either
// refused (422, the delete came first) or goes with the folder (it came
// first). A folder deleted without recursive=true is never deleted with
// something a caller was told was put in it.

describe('file manager: a folder deleted while entries go into it', () => {
  let t: TestGateway, admin: string, db: Connection;
  FileManager.forTests((x) => ({ t, admin, db } = x));

  const newFolder = async () => {
    const res = await t.api.post('/api/file-manager/folders').set(bearer(admin)).send({ name: unique('Racing ') });
    expect(res.status).toBe(201);
    return res.body.record.id as number;
  };
  const upload = (folderId: number, i: number) =>
    t.api
      .post('/api/file-manager/files')
      .set(bearer(admin))
      .send({ name: `n${i}.txt`, folder_id: folderId, content_base64: Buffer.from(`note ${i}`).toString('base64') });
  const subfolder = (folderId: number, i: number) => t.api.post('/api/file-manager/folders').set(bearer(admin)).send({ name: `sub ${i}`, parent_id: folderId });

  /** Puts entries into `folderId` from `lanes` callers at once until `stop` resolves; their answers. */
  async function fill(folderId: number, stop: Promise<unknown>, lanes = 4) {
    let stopped = false;
    void stop.finally(() => (stopped = true));
    const answers: Array<{ kind: 'file' | 'folder'; status: number; id?: number }> = [];
    await Promise.all(
      Array.from({ length: lanes }, async (_, lane) => {
        for (let i = 0; !stopped || i < 2; i++) {
          const kind = (i + lane) % 3 === 0 ? 'folder' : 'file';
          const res = await (kind === 'folder' ? subfolder(folderId, lane * 1000 + i) : upload(folderId, lane * 1000 + i));
          answers.push({ kind, status: res.status, id: res.body.record?.id });
        }
      }),
    );
    return answers;
  }

  const liveIn = async (folderId: number) => ({
    files: await db.db!.collection('files').countDocuments({ folder_id: folderId, deleted_at: null }),
    folders: await db.db!.collection('folders').countDocuments({ parent_id: folderId, deleted_at: null }),
  });

  it('deleted recursively: the delete ends (200); every entry answered 201 went with it, every later one was refused with 422, none is left live in it', async () => {
    for (let round = 0; round < 4; round++) {
      const id = await newFolder();
      // Some entries first, so that the delete takes a moment.
      for (let i = 0; i < 5; i++) expect((await upload(id, -i)).status).toBe(201);
      const deleted = t.api.delete(`/api/file-manager/folders/${id}`).query({ recursive: 'true' }).set(bearer(admin)).then((r) => r);
      // Two writers: on devdb (writes one at a time) the delete's last pass grows with what they wrote meanwhile,
      // and with four, a slow host under the whole suite's load took it past its deadline (closing note).
      const answers = await fill(id, deleted, 2);
      expect((await deleted).status).toBe(200);
      expect(answers.filter((a) => a.status !== 201 && a.status !== 422)).toEqual([]);
      expect(await liveIn(id)).toEqual({ files: 0, folders: 0 });
    }
  }, 120_000);

  it('deleted without recursive=true: either the delete is refused (409) and every entry answered 201 is kept, or no entry was answered 201', async () => {
    for (let round = 0; round < 4; round++) {
      const id = await newFolder();
      const deleted = t.api.delete(`/api/file-manager/folders/${id}`).set(bearer(admin)).then((r) => r);
      const answers = await fill(id, deleted);
      const status = (await deleted).status;
      const made = answers.filter((a) => a.status === 201);
      expect(answers.filter((a) => a.status !== 201 && a.status !== 422)).toEqual([]);
      if (status === 200) {
        expect(made).toEqual([]);
        expect(await liveIn(id)).toEqual({ files: 0, folders: 0 });
      } else {
        expect(status).toBe(409);
        expect((await t.api.get(`/api/file-manager/folders/${id}`).set(bearer(admin))).status).toBe(200);
        const live = await liveIn(id);
        expect(live.files + live.folders).toBe(made.length);
      }
    }
  }, 120_000);
});
