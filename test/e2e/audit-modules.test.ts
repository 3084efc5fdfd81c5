import { anInvoice, createClient } from '../support/builders';
import { type Entry, historyOf } from '../support/audit';
import { type AdminSession, bearer, eventually, freshAddress, staffWith, type StaffUser, unique, withAdminSession } from '../support/harness';

/** Where a write comes from: an address and a request id of its own, which its entry must name. */
type Origin = { 'X-Forwarded-For': string; 'X-Request-Id': string };
const origin = (): Origin => ({ 'X-Forwarded-For': freshAddress(), 'X-Request-Id': unique('audit-') });

/** The entry of one write: its action, record, actor and origin. */
function expectEntry(e: Entry | undefined, action: string, module: string, id: number, userId: number, o: Origin): Entry {
  expect(e).toMatchObject({ action, module, record_id: id, user_id: userId, api_key_id: null, address: o['X-Forwarded-For'], request_id: o['X-Request-Id'] });
  return e!;
}

const DELETED = { deleted_at: { before: null, after: expect.any(String) } };

/**
 * The audit trail through the gateway for every service beside crm and
 * identity (test/e2e/audit-log.test.ts): content, files, work and billing,
 * each write's entry with its action, record, actor, origin and a field
 * before and after.
 */
describe('the audit trail of every module', () => {
  let s: AdminSession;
  let staff: StaffUser;
  withAdminSession((x) => (s = x));

  beforeAll(async () => {
    staff = await staffWith(s.api, s.admin, {
      announcements: ['read', 'create', 'delete'],
      pages: ['read', 'create', 'update', 'delete'],
      files: ['read', 'create', 'update', 'delete'],
      tasks: ['read', 'create', 'update', 'delete'],
      invoices: ['read', 'create', 'update', 'delete'],
      clients: ['read', 'create'],
      menus: ['read', 'create', 'delete'],
    });
  });

  it('content: an announcement created, deleted and restored; a page created, updated and deleted', async () => {
    const o = [origin(), origin(), origin()];
    const title = unique('Audited announcement ');
    const made = await s.api.post('/api/announcements').set(bearer(staff.token)).set(o[0]!).send({ title, description: 'x', audience: 'staff' });
    expect(made.status).toBe(201);
    const a = made.body.record.id as number;
    await s.api.delete(`/api/announcements/${a}`).set(bearer(staff.token)).set(o[1]!).expect(200);
    // Restoring is an admin's.
    await s.api.post(`/api/announcements/${a}/restore`).set(bearer(s.admin)).set(o[2]!).expect(200);
    const [restored, deleted, created] = await historyOf(s.api, s.admin, 'content.announcement', a, 3);
    expectEntry(created, 'created', 'content.announcement', a, staff.id, o[0]!);
    expect(created!.changes.title).toEqual({ after: title });
    expect(created!.changes.audience).toEqual({ after: 'staff' });
    expect(expectEntry(deleted, 'deleted', 'content.announcement', a, staff.id, o[1]!).changes).toEqual(DELETED);
    expect(expectEntry(restored, 'restored', 'content.announcement', a, s.adminId, o[2]!).changes).toEqual({ deleted_at: { before: deleted!.changes.deleted_at!.after, after: null } });

    const p = [origin(), origin(), origin()];
    const page = await s.api.post('/api/pages').set(bearer(staff.token)).set(p[0]!).send({ title: unique('Audited page ') });
    expect(page.status).toBe(201);
    const id = page.body.record.id as number;
    await s.api.patch(`/api/pages/${id}`).set(bearer(staff.token)).set(p[1]!).send({ status: 'published' }).expect(200);
    await s.api.delete(`/api/pages/${id}`).set(bearer(staff.token)).set(p[2]!).expect(200);
    const [gone, updated, pageMade] = await historyOf(s.api, s.admin, 'content.page', id, 3);
    expect(expectEntry(pageMade, 'created', 'content.page', id, staff.id, p[0]!).changes.status).toEqual({ after: 'draft' });
    expect(expectEntry(updated, 'updated', 'content.page', id, staff.id, p[1]!).changes).toEqual({ status: { before: 'draft', after: 'published' } });
    expect(expectEntry(gone, 'deleted', 'content.page', id, staff.id, p[2]!).changes).toEqual(DELETED);
  });

  it("content: an admin's edits of a shared left menu are recorded item by item; a user's own menu is not", async () => {
    // A user's own menu is that user's state: its item is in no entry (written first: the trail keeps content's order).
    const own = await s.api.post('/api/left-menus').set(bearer(staff.token)).send({ title: 'Mine', url: '/mine' });
    expect(own.status).toBe(201);
    const builtIn = (await s.api.get('/api/left-menus').query({ type: 'client_default' }).set(bearer(s.admin))).body.records as Array<{ id: number; position: number }>;
    expect(builtIn.length).toBeGreaterThan(0);

    const o = [origin(), origin()];
    const title = unique('Client help ');
    const added = await s.api.post('/api/left-menus').set(bearer(s.admin)).set(o[0]!).send({ title, url: '/help', type: 'client_default', position: 1 });
    expect(added.status).toBe(201);
    const item = added.body.record.id as number;
    const [created] = await historyOf(s.api, s.admin, 'content.left_menu_item', item, 1);
    expect(expectEntry(created, 'created', 'content.left_menu_item', item, s.adminId, o[0]!).changes).toMatchObject({
      title: { after: title },
      url: { after: '/help' },
      type: { after: 'client_default' },
      position: { after: 1 },
    });
    // Making room moved every item down one: each move is an update of that item.
    const first = builtIn[0]!;
    const [moved] = await historyOf(s.api, s.admin, 'content.left_menu_item', first.id, 1);
    expect(expectEntry(moved, 'updated', 'content.left_menu_item', first.id, s.adminId, o[0]!).changes).toEqual({ position: { before: first.position, after: first.position + 1 } });

    // Reset to the built-in items: each item deleted, the built-in ones made again.
    await s.api.delete('/api/left-menus/client_default').set(bearer(s.admin)).set(o[1]!).expect(200);
    const [deleted] = await historyOf(s.api, s.admin, 'content.left_menu_item', item, 2);
    expect(expectEntry(deleted, 'deleted', 'content.left_menu_item', item, s.adminId, o[1]!).changes).toEqual(DELETED);
    const fresh = (await s.api.get('/api/left-menus').query({ type: 'client_default' }).set(bearer(s.admin))).body.records as Array<{ id: number; title: string }>;
    expect(fresh.map((i) => i.title)).not.toContain(title);
    const [remade] = await historyOf(s.api, s.admin, 'content.left_menu_item', fresh[fresh.length - 1]!.id, 1);
    expectEntry(remade, 'created', 'content.left_menu_item', fresh[fresh.length - 1]!.id, s.adminId, o[1]!);

    const mine = await s.api.get('/api/audit-log').query({ module: 'content.left_menu_item', record_id: own.body.record.id }).set(bearer(s.admin));
    expect(mine.status).toBe(200);
    expect(mine.body.records).toEqual([]);
  });

  it('files: a folder made and renamed; a file uploaded and deleted', async () => {
    const o = [origin(), origin(), origin(), origin()];
    const name = unique('Audited folder ');
    const folder = await s.api.post('/api/file-manager/folders').set(bearer(staff.token)).set(o[0]!).send({ name });
    expect(folder.status).toBe(201);
    const f = folder.body.record.id as number;
    await s.api.patch(`/api/file-manager/folders/${f}`).set(bearer(staff.token)).set(o[1]!).send({ name: `${name} renamed` }).expect(200);
    const [renamed, made] = await historyOf(s.api, s.admin, 'files.folder', f, 2);
    expect(expectEntry(made, 'created', 'files.folder', f, staff.id, o[0]!).changes.name).toEqual({ after: name });
    expect(expectEntry(renamed, 'updated', 'files.folder', f, staff.id, o[1]!).changes.name).toEqual({ before: name, after: `${name} renamed` });

    const up = await s.api
      .post('/api/file-manager/files')
      .set(bearer(staff.token))
      .set(o[2]!)
      .field('folder_id', String(f))
      .attach('file', Buffer.from('audited bytes\n'), { filename: 'audited.txt', contentType: 'text/plain' });
    expect(up.status).toBe(201);
    const file = up.body.record.id as number;
    await s.api.delete(`/api/file-manager/files/${file}`).set(bearer(staff.token)).set(o[3]!).expect(200);
    const [removed, uploaded] = await historyOf(s.api, s.admin, 'files.file', file, 2);
    const u = expectEntry(uploaded, 'uploaded', 'files.file', file, staff.id, o[2]!);
    expect(u.changes).toMatchObject({ name: { after: 'audited.txt' }, folder_id: { after: f }, size: { after: 14 } });
    expect(expectEntry(removed, 'deleted', 'files.file', file, staff.id, o[3]!).changes).toMatchObject(DELETED);
  });

  it('work: a task created, updated and deleted', async () => {
    const o = [origin(), origin(), origin()];
    const made = await s.api.post('/api/tasks').set(bearer(staff.token)).set(o[0]!).send({ title: unique('Audited task '), priority: 'high' });
    expect(made.status).toBe(201);
    const id = made.body.record.id as number;
    await s.api.patch(`/api/tasks/${id}`).set(bearer(staff.token)).set(o[1]!).send({ priority: 'low' }).expect(200);
    await s.api.delete(`/api/tasks/${id}`).set(bearer(staff.token)).set(o[2]!).expect(200);
    const [deleted, updated, created] = await historyOf(s.api, s.admin, 'work.task', id, 3);
    expect(expectEntry(created, 'created', 'work.task', id, staff.id, o[0]!).changes.priority).toEqual({ after: 'high' });
    expect(expectEntry(updated, 'updated', 'work.task', id, staff.id, o[1]!).changes.priority).toEqual({ before: 'high', after: 'low' });
    expect(expectEntry(deleted, 'deleted', 'work.task', id, staff.id, o[2]!).changes).toMatchObject(DELETED);
  });

  it('billing: an invoice created, updated and deleted', async () => {
    const client = await createClient(s.api, staff.token, { company_name: unique('Audited billing ') });
    const o = [origin(), origin(), origin()];
    // Billing learns of the client by crm's events: tries before it has are refused (422), and recorded nowhere.
    let id = 0;
    await eventually(async () => {
      const made = await s.api.post('/api/invoices').set(bearer(staff.token)).set(o[0]!).send(anInvoice(client.id));
      expect(made.status).toBe(201);
      id = made.body.record.id as number;
    });
    await s.api.patch(`/api/invoices/${id}`).set(bearer(staff.token)).set(o[1]!).send({ due_date: '2026-05-31' }).expect(200);
    await s.api.delete(`/api/invoices/${id}`).set(bearer(staff.token)).set(o[2]!).expect(200);
    const [deleted, updated, created] = await historyOf(s.api, s.admin, 'billing.invoice', id, 3);
    expect(expectEntry(created, 'created', 'billing.invoice', id, staff.id, o[0]!).changes).toMatchObject({ client_id: { after: client.id }, due_date: { after: '2026-04-30' }, status: { after: 'draft' } });
    expect(expectEntry(updated, 'updated', 'billing.invoice', id, staff.id, o[1]!).changes).toEqual({ due_date: { before: '2026-04-30', after: '2026-05-31' } });
    expect(expectEntry(deleted, 'deleted', 'billing.invoice', id, staff.id, o[2]!).changes).toMatchObject(DELETED);
  });
});
