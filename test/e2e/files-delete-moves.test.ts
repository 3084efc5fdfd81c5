import type { Connection } from '@bms/platform';
import { FileManager } from '../support/files';
import { bearer, type TestGateway, unique } from '../support/harness';

// A folder moved out of a folder that is being deleted recursively, after the
// delete listed it and before it reached it: the move holds (200) and the
// folder stays, with all it holds, where it went; or the delete took it
// first and the move is refused (404). Nothing is left live in the deleted
// folder.

describe('file manager: a folder moved out of a folder being deleted', () => {
  let t: TestGateway, admin: string, db: Connection;
  FileManager.forTests((x) => ({ t, admin, db } = x));

  const folder = async (parent_id?: number) => {
    const res = await t.api.post('/api/file-manager/folders').set(bearer(admin)).send({ name: unique('Moving '), ...(parent_id ? { parent_id } : {}) });
    expect(res.status).toBe(201);
    return res.body.record.id as number;
  };
  const upload = async (folderId: number) => {
    const res = await t.api
      .post('/api/file-manager/files')
      .set(bearer(admin))
      .send({ name: 'n.txt', folder_id: folderId, content_base64: Buffer.from('note').toString('base64') });
    expect(res.status).toBe(201);
    return res.body.record.id as number;
  };
  const live = async (kind: 'files' | 'folders', id: number) => !!(await db.db!.collection(kind).findOne({ _id: id, deleted_at: null } as never));
  /** The live folders and files anywhere below `id`. */
  async function liveBelow(id: number): Promise<number[]> {
    const found: number[] = [];
    for (let level = [id]; level.length; ) {
      const files = await db.db!.collection('files').find({ folder_id: { $in: level }, deleted_at: null } as never).toArray();
      const all = await db.db!.collection('folders').find({ parent_id: { $in: level } } as never).toArray();
      found.push(...files.map((f) => f._id as unknown as number), ...all.filter((f) => !f.deleted_at).map((f) => f._id as unknown as number));
      level = all.map((f) => f._id as unknown as number);
    }
    return found;
  }

  it('moved out after the delete listed it and before it reached it: kept with what it holds (200), or taken by the delete (404); nothing is left live in the deleted folder', async () => {
    let kept = 0;
    for (let round = 0; round < 3; round++) {
      const top = await folder();
      // Listed newest first: the delete reaches `moved` last.
      const moved = await folder(top);
      const inMoved = await upload(moved);
      const sub = await folder(moved);
      const inSub = await upload(sub);
      let newest = 0;
      for (let i = 0; i < 10; i++) {
        newest = await folder(top);
        await upload(newest);
      }
      const deleted = t.api.delete(`/api/file-manager/folders/${top}`).query({ recursive: 'true' }).set(bearer(admin)).then((r) => r);
      // The delete has listed the folders in `top` once it has begun with the first of them.
      while (!(await db.db!.collection('folders').findOne({ _id: newest, deleted_at: { $ne: null } } as never))) await new Promise((r) => setTimeout(r, 2));
      const move = await t.api.patch(`/api/file-manager/folders/${moved}`).set(bearer(admin)).send({ parent_id: null });
      expect((await deleted).status).toBe(200);
      expect([200, 404]).toContain(move.status);
      const there = { moved: await live('folders', moved), inMoved: await live('files', inMoved), sub: await live('folders', sub), inSub: await live('files', inSub) };
      if (move.status === 200) {
        kept++;
        expect(there).toEqual({ moved: true, inMoved: true, sub: true, inSub: true });
        const got = await t.api.get(`/api/file-manager/folders/${moved}`).set(bearer(admin));
        expect(got.body.record).toEqual(expect.objectContaining({ id: moved, parent_id: null }));
      } else expect(there).toEqual({ moved: false, inMoved: false, sub: false, inSub: false });
      expect(await liveBelow(top)).toEqual([]);
    }
    // The move came in time at least once (the delete had nine folders to go).
    expect(kept).toBeGreaterThan(0);
  }, 60_000);

  it('a delete interrupted after it took a folder and before it deleted what that holds, repeated, deletes it (recursive or not: the taken folder is no entry)', async () => {
    for (const recursive of [true, false]) {
      const top = await folder();
      const taken = await folder(top);
      const inTaken = await upload(taken);
      const sub = await folder(taken);
      const inSub = await upload(sub);
      // As the interrupted delete left it: taken (deleted, `emptying`), what it holds still live.
      await db.db!.collection('folders').updateOne({ _id: taken } as never, { $set: { deleted_at: new Date(), emptying: true }, $unset: { name_key: '' } });
      const del = await t.api.delete(`/api/file-manager/folders/${top}`).query(recursive ? { recursive: 'true' } : {}).set(bearer(admin));
      expect(del.status).toBe(200);
      expect({ inTaken: await live('files', inTaken), sub: await live('folders', sub), inSub: await live('files', inSub) }).toEqual({ inTaken: false, sub: false, inSub: false });
      expect(await db.db!.collection('folders').findOne({ _id: taken } as never)).not.toHaveProperty('emptying');
      expect(await liveBelow(top)).toEqual([]);
    }
  }, 30_000);
});
