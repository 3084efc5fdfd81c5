import { adminToken, bearer, type TestGateway, testGateway, unique } from '../support/harness';

// A folder deleted recursively while entries keep being put into it
// (uploads, new subfolders), as fast as they come: the delete ends.

describe('file manager: a folder deleted while entries go into it', () => {
  let t: TestGateway;
  let admin: string;

  beforeAll(async () => {
    t = testGateway();
    admin = await adminToken(t.api);
  });
  afterAll(async () => {
    await t.close();
  });

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
  async function fill(folderId: number, stop: Promise<unknown>, lanes = 6) {
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

  it('deleted recursively while entries keep coming into it: the delete ends (200), every entry answered 201 or 422', async () => {
    for (let round = 0; round < 8; round++) {
      const id = await newFolder();
      // Some entries first, so that the delete takes a moment.
      for (let i = 0; i < 5; i++) expect((await upload(id, -i)).status).toBe(201);
      const deleted = t.api.delete(`/api/file-manager/folders/${id}`).query({ recursive: 'true' }).set(bearer(admin)).then((r) => r);
      const answers = await fill(id, deleted);
      expect((await deleted).status).toBe(200);
      expect(answers.filter((a) => a.status !== 201 && a.status !== 422)).toEqual([]);
    }
  }, 120_000);
});
