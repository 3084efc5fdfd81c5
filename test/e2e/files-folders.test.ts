import { type Connection, connectMongo, createLogger } from '@bms/platform';
import { adminToken, bearer, eventually, staffWith, type TestGateway, testGateway, unique } from '../support/harness';
import { dbUrl } from '../support/stack';

interface Entry {
  id: number;
  type: 'folder' | 'file';
  name: string;
  folder_id: number | null;
}

describe('file manager: folders and listings (SPEC 4.7)', () => {
  let t: TestGateway;
  let admin: string;
  let db: Connection;

  beforeAll(async () => {
    t = testGateway();
    admin = await adminToken(t.api);
    db = await connectMongo(dbUrl(t.stack, 'files'), createLogger('test', 'silent'));
  });
  afterAll(async () => {
    await db.close();
    await t.close();
  });

  const folder = async (name = unique('Folder '), parent_id?: number) => {
    const res = await t.api.post('/api/file-manager/folders').set(bearer(admin)).send({ name, ...(parent_id ? { parent_id } : {}) });
    expect(res.status).toBe(201);
    return res.body.record as { id: number; name: string; parent_id: number | null };
  };
  const upload = async (folderId: number | null, name = 'note.txt', text = 'hello') => {
    const res = await t.api
      .post('/api/file-manager/files')
      .set(bearer(admin))
      .send({ name, folder_id: folderId, content_base64: Buffer.from(text).toString('base64') });
    expect(res.status).toBe(201);
    return res.body.record as { id: number };
  };
  const entries = async (folderId?: number) => {
    const res = await t.api.get('/api/file-manager').query(folderId ? { folder_id: folderId } : {}).set(bearer(admin));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['records']);
    return res.body.records as Entry[];
  };

  it('creates a folder: 201 {record}; detail answers it', async () => {
    const res = await t.api.post('/api/file-manager/folders').set(bearer(admin)).send({ name: 'Contracts 2026' });
    expect(res.status).toBe(201);
    const me = await t.api.get('/api/auth/me').set(bearer(admin));
    const today = new Date().toISOString().slice(0, 10);
    expect(res.body.record).toEqual({ id: expect.any(Number), name: 'Contracts 2026', parent_id: null, created_by: me.body.id, created_at: today, updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    const d = await t.api.get(`/api/file-manager/folders/${res.body.record.id}`).set(bearer(admin));
    expect(d.status).toBe(200);
    expect(d.body).toEqual({ record: res.body.record });
    expect((await t.api.get('/api/file-manager/folders/999999999').set(bearer(admin))).status).toBe(404);
  });

  it('lists a folder as {records} without meta, saying which are folders and which files; the root by default', async () => {
    const top = await folder();
    const sub = await folder('Sub', top.id);
    const file = await upload(top.id, 'a.txt');
    const inside = await entries(top.id);
    expect(inside).toEqual([
      { id: sub.id, type: 'folder', name: 'Sub', folder_id: top.id, size: null, content_type: null, sha256: null, created_by: expect.any(Number), created_at: expect.any(String) },
      {
        id: file.id,
        type: 'file',
        name: 'a.txt',
        folder_id: top.id,
        size: 5,
        content_type: 'text/plain; charset=utf-8',
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        created_by: expect.any(Number),
        created_at: expect.any(String),
      },
    ]);
    const root = await entries();
    expect(root.find((e) => e.id === top.id && e.type === 'folder')).toMatchObject({ folder_id: null });
    expect(root.find((e) => e.id === sub.id && e.type === 'folder')).toBeUndefined();
    expect((await t.api.get('/api/file-manager').query({ folder_id: 999_999_999 }).set(bearer(admin))).status).toBe(404);
    expect((await t.api.get('/api/file-manager').query({ folder_id: 'x' }).set(bearer(admin))).status).toBe(422);
  });

  it('keeps names unique within a folder (422), not across folders', async () => {
    const a = await folder();
    const b = await folder();
    await folder('Reports', a.id);
    const clash = await t.api.post('/api/file-manager/folders').set(bearer(admin)).send({ name: 'reports', parent_id: a.id });
    expect(clash.status).toBe(422);
    expect(clash.body.errors).toHaveProperty('name');
    await folder('Reports', b.id);
  });

  it('renames and moves with PATCH; PUT without parent_id moves to the root', async () => {
    const a = await folder();
    const b = await folder();
    const c = await folder('Child', a.id);
    expect((await t.api.patch(`/api/file-manager/folders/${c.id}`).set(bearer(admin)).send({ name: 'Renamed' })).status).toBe(200);
    let d = await t.api.get(`/api/file-manager/folders/${c.id}`).set(bearer(admin));
    expect(d.body.record).toMatchObject({ name: 'Renamed', parent_id: a.id });
    const move = await t.api.patch(`/api/file-manager/folders/${c.id}`).set(bearer(admin)).send({ parent_id: b.id });
    expect(move.body).toEqual({ success: true, message: expect.any(String) });
    d = await t.api.get(`/api/file-manager/folders/${c.id}`).set(bearer(admin));
    expect(d.body.record).toMatchObject({ name: 'Renamed', parent_id: b.id });
    expect((await entries(b.id)).map((e) => e.id)).toContain(c.id);
    expect((await entries(a.id)).map((e) => e.id)).not.toContain(c.id);
    const name = unique('Top ');
    expect((await t.api.put(`/api/file-manager/folders/${c.id}`).set(bearer(admin)).send({ name })).status).toBe(200);
    d = await t.api.get(`/api/file-manager/folders/${c.id}`).set(bearer(admin));
    expect(d.body.record).toMatchObject({ name, parent_id: null });
    expect((await t.api.patch(`/api/file-manager/folders/${c.id}`).set(bearer(admin)).send({ parent_id: b.id })).status).toBe(200);
    expect((await t.api.patch(`/api/file-manager/folders/${c.id}`).set(bearer(admin)).send({ parent_id: null })).status).toBe(200);
    d = await t.api.get(`/api/file-manager/folders/${c.id}`).set(bearer(admin));
    expect(d.body.record.parent_id).toBeNull();
  });

  it('never moves a folder into itself or below itself: 422', async () => {
    const a = await folder();
    const b = await folder('B', a.id);
    const c = await folder('C', b.id);
    for (const target of [a.id, b.id, c.id]) {
      const res = await t.api.patch(`/api/file-manager/folders/${a.id}`).set(bearer(admin)).send({ parent_id: target });
      expect({ target, status: res.status }).toEqual({ target, status: 422 });
      expect(res.body.errors).toHaveProperty('parent_id');
    }
    const put = await t.api.put(`/api/file-manager/folders/${b.id}`).set(bearer(admin)).send({ name: 'B', parent_id: c.id });
    expect(put.status).toBe(422);
    expect((await t.api.get(`/api/file-manager/folders/${a.id}`).set(bearer(admin))).body.record.parent_id).toBeNull();
    const unknown = await t.api.patch(`/api/file-manager/folders/${a.id}`).set(bearer(admin)).send({ parent_id: 999_999_999 });
    expect(unknown.status).toBe(422);
  });

  it('never lets two moves at once make a cycle: of A into B and B into A, at least one is refused with 422', async () => {
    const parentOf = async (id: number) => (await t.api.get(`/api/file-manager/folders/${id}`).set(bearer(admin))).body.record.parent_id as number | null;
    /** The folders above `id`, up to the root or to the first one seen twice. */
    const ancestors = async (id: number) => {
      const seen: number[] = [];
      for (let at = await parentOf(id); at !== null && !seen.includes(at); at = await parentOf(at)) seen.push(at);
      return seen;
    };
    const outcomes: Array<{ statuses: number[]; cycle: boolean }> = [];
    for (let i = 0; i < 10; i++) {
      const a = await folder();
      const b = await folder();
      const moves = await Promise.all([
        t.api.patch(`/api/file-manager/folders/${a.id}`).set(bearer(admin)).send({ parent_id: b.id }),
        t.api.patch(`/api/file-manager/folders/${b.id}`).set(bearer(admin)).send({ parent_id: a.id }),
      ]);
      for (const m of moves) if (m.status === 422) expect(m.body.errors).toHaveProperty('parent_id');
      const cycle = (await ancestors(a.id)).includes(a.id) || (await ancestors(b.id)).includes(b.id);
      outcomes.push({ statuses: moves.map((m) => m.status).sort(), cycle });
    }
    expect(outcomes.filter((o) => o.cycle)).toEqual([]);
    for (const o of outcomes) expect([[200, 422], [422, 422]]).toContainEqual(o.statuses);
  });

  it('deletes recursively even a tree with a cycle in it (left by an older version): the delete ends', async () => {
    const a = await folder();
    const b = await folder('B', a.id);
    await db.db!.collection('folders').updateOne({ _id: a.id as never }, { $set: { parent_id: b.id } });
    const del = await t.api.delete(`/api/file-manager/folders/${a.id}`).query({ recursive: 'true' }).set(bearer(admin));
    expect(del.status).toBe(200);
    for (const id of [a.id, b.id]) expect((await t.api.get(`/api/file-manager/folders/${id}`).set(bearer(admin))).status).toBe(404);
  });

  it('refuses to delete a non-empty folder (409) unless recursive=true, which deletes everything below', async () => {
    const top = await folder();
    const sub = await folder('Sub', top.id);
    const deep = await upload(sub.id, 'deep.txt');
    const near = await upload(top.id, 'near.txt');
    const blobIds = (await db.db!.collection('files').find({ _id: { $in: [deep.id, near.id] } } as never).toArray()).map((f) => f.blob_id as unknown);
    expect(blobIds).toHaveLength(2);
    expect(await db.db!.collection('blobs.files').countDocuments({ _id: { $in: blobIds } } as never)).toBe(2);
    const refused = await t.api.delete(`/api/file-manager/folders/${top.id}`).set(bearer(admin));
    expect(refused.status).toBe(409);
    expect(refused.body.success).toBe(false);
    expect((await t.api.get(`/api/file-manager/folders/${top.id}`).set(bearer(admin))).status).toBe(200);

    const del = await t.api.delete(`/api/file-manager/folders/${top.id}`).query({ recursive: 'true' }).set(bearer(admin));
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: true, message: expect.any(String) });
    for (const path of [`/api/file-manager/folders/${top.id}`, `/api/file-manager/folders/${sub.id}`, `/api/file-manager/files/${deep.id}`, `/api/file-manager/files/${near.id}`]) {
      expect({ path, status: (await t.api.get(path).set(bearer(admin))).status }).toEqual({ path, status: 404 });
    }
    // The bytes of the files go too, after the answer.
    await eventually(async () => {
      expect(await db.db!.collection('blobs.files').countDocuments({ _id: { $in: blobIds } } as never)).toBe(0);
      expect(await db.db!.collection('blobs.chunks').countDocuments({ files_id: { $in: blobIds } } as never)).toBe(0);
      expect(await db.db!.collection('files').countDocuments({ _id: { $in: [deep.id, near.id] }, blob_id: { $exists: true } } as never)).toBe(0);
    }, 30_000);
    // The name is free again.
    const again = await t.api.post('/api/file-manager/folders').set(bearer(admin)).send({ name: top.name });
    expect(again.status).toBe(201);
    const empty = await folder();
    expect((await t.api.delete(`/api/file-manager/folders/${empty.id}`).set(bearer(admin))).status).toBe(200);
    expect((await t.api.delete(`/api/file-manager/folders/${empty.id}`).set(bearer(admin))).status).toBe(404);
  });

  it('refuses bad folders with 422 naming the fields', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'name'],
      [{ name: 'a/b' }, 'name'],
      [{ name: '..' }, 'name'],
      [{ name: 'invoice\u202efdp.exe' }, 'name'],
      [{ name: 'a\u0085b' }, 'name'],
      [{ name: 'x'.repeat(256) }, 'name'],
      [{ name: 'ok', parent_id: 999_999_999 }, 'parent_id'],
      [{ name: 'ok', parent_id: -2 }, 'parent_id'],
    ];
    for (const [body, field] of cases) {
      const res = await t.api.post('/api/file-manager/folders').set(bearer(admin)).send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
      expect(res.body.errors).toHaveProperty([field]);
    }
  });

  it('answers 401 without a token and 403 without the files permission', async () => {
    const f = await folder();
    const nobody = await staffWith(t.api, admin, { pages: ['read'] });
    const calls = (h: Record<string, string>) => [
      t.api.get('/api/file-manager').set(h),
      t.api.get(`/api/file-manager/folders/${f.id}`).set(h),
      t.api.post('/api/file-manager/folders').set(h).send({ name: 'x' }),
      t.api.put(`/api/file-manager/folders/${f.id}`).set(h).send({ name: 'x' }),
      t.api.patch(`/api/file-manager/folders/${f.id}`).set(h).send({ name: 'x' }),
      t.api.delete(`/api/file-manager/folders/${f.id}`).set(h),
    ];
    for (const res of await Promise.all(calls({}))) expect(res.status).toBe(401);
    for (const res of await Promise.all(calls(bearer(nobody.token)))) expect(res.status).toBe(403);
    const reader = await staffWith(t.api, admin, { files: ['read'] });
    const asReader = await Promise.all(calls(bearer(reader.token)));
    expect(asReader.map((r) => r.status)).toEqual([200, 200, 403, 403, 403, 403]);
  });
});
