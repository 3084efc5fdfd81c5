import type { Connection } from '@bms/platform';
import { FileManager } from '../support/files';
import { bearer, type TestGateway, unique } from '../support/harness';

// A folder's listing answers 1,000 folders and 1,000 files a page, by name,
// with no meta (SPEC 2.1): while more follow, a Link header names the next
// page, so that no entry is out of a caller's reach.

describe('file manager: a listing past a page', () => {
  let t: TestGateway, admin: string, db: Connection;
  FileManager.forTests((x) => ({ t, admin, db } = x));

  it('links the next page while more follow, and answers every entry on one page or another', async () => {
    const parent = await t.api.post('/api/file-manager/folders').set(bearer(admin)).send({ name: unique('Big ') });
    expect(parent.status).toBe(201);
    const p = parent.body.record.id as number;
    // 1,001 folders, written as the service writes them (ids far past its counter's), and two files.
    const now = new Date();
    const base = 900_000_000_000 + p * 10_000;
    const docs = Array.from({ length: 1001 }, (_, i) => {
      const name = `f${String(i).padStart(4, '0')}`;
      return { _id: base + i, name, parent_id: p, name_key: `${p}/${name}`, created_by: 1, created_at: now, updated_at: now, deleted_at: null, version: 1 };
    });
    await db.collection('folders').insertMany(docs as never[]);
    try {
      await pages(p, docs);
    } finally {
      // Not left for later listings of the run to read.
      await db.collection('folders').deleteMany({ _id: { $in: docs.map((d) => d._id) } } as never);
    }
  });

  async function pages(p: number, docs: Array<{ name: string }>) {
    for (const name of ['a.txt', 'b.txt']) {
      const up = await t.api.post('/api/file-manager/files').set(bearer(admin)).send({ name, folder_id: p, content_base64: 'aGk=' });
      expect(up.status).toBe(201);
    }

    const first = await t.api.get('/api/file-manager').query({ folder_id: p }).set(bearer(admin));
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual(['records']);
    const kinds = (rs: Array<{ type: string; name: string }>, type: string) => rs.filter((r) => r.type === type).map((r) => r.name);
    expect(kinds(first.body.records, 'folder')).toEqual(docs.slice(0, 1000).map((d) => d.name));
    expect(kinds(first.body.records, 'file')).toEqual(['a.txt', 'b.txt']);
    expect(first.headers.link).toBe(`</api/file-manager?folder_id=${p}&page=2>; rel="next"`);

    const second = await t.api.get(`/api/file-manager?folder_id=${p}&page=2`).set(bearer(admin));
    expect(second.status).toBe(200);
    expect(second.body.records.map((r: { name: string }) => r.name)).toEqual(['f1000']);
    expect(second.headers.link).toBeUndefined();

    const past = await t.api.get(`/api/file-manager?folder_id=${p}&page=3`).set(bearer(admin));
    expect(past.status).toBe(200);
    expect(past.body.records).toEqual([]);
    for (const page of ['0', '-1', 'x', '1.5']) {
      const bad = await t.api.get('/api/file-manager').query({ folder_id: p, page }).set(bearer(admin));
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toHaveProperty('page');
    }
  }

  it('has no Link when all fits on one page', async () => {
    const res = await t.api.get('/api/file-manager').set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.headers.link).toBeUndefined();
  });

  it('takes folder_id 0 for the root, as bodies do, and refuses an id past 2^53 - 1 naming it', async () => {
    // Other tests of the run write at the root meanwhile: each listing is checked for this test's own entries.
    const top = await t.api.post('/api/file-manager/folders').set(bearer(admin)).send({ name: unique('Top ') });
    const inner = await t.api.post('/api/file-manager/folders').set(bearer(admin)).send({ name: unique('Inner '), parent_id: top.body.record.id });
    expect(inner.status).toBe(201);
    for (const query of ['', '?folder_id=0']) {
      const res = await t.api.get(`/api/file-manager${query}`).set(bearer(admin));
      expect(res.status).toBe(200);
      // Files and folders count their ids apart: only the folders are looked at.
      const ids = res.body.records.filter((r: { type: string }) => r.type === 'folder').map((r: { id: number }) => r.id);
      expect(ids).toContain(top.body.record.id);
      expect(ids).not.toContain(inner.body.record.id);
    }
    for (const folder_id of ['9007199254740993', '00', '-1', '1.5', 'x']) {
      const bad = await t.api.get('/api/file-manager').query({ folder_id }).set(bearer(admin));
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toHaveProperty('folder_id');
    }
  });
});
