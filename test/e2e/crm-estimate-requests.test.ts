import { adminToken, bearer, staffWith, type StaffUser, type TestGateway, testGateway, unique } from '../support/harness';
import { clientUserToken } from './crm-fixtures';

type Field = { id: number; title: string; type: string; required: boolean; options: string[]; placeholder: string };

const aForm = (over: Record<string, unknown> = {}) => ({
  title: unique('Website quote '),
  description: 'Tell us about your project',
  fields: [
    { title: 'Project name', type: 'text', required: true, placeholder: 'e.g. New shop' },
    { title: 'Budget', type: 'number', required: true },
    { title: 'Start', type: 'date' },
    { title: 'Platform', type: 'select', options: ['Web', 'Mobile'] },
    { title: 'Newsletter', type: 'checkbox' },
  ],
  ...over,
});

describe('estimate requests (/api/request_estimate)', () => {
  let t: TestGateway;
  let admin: string;
  let staff: StaffUser;

  beforeAll(async () => {
    t = testGateway();
    admin = await adminToken(t.api);
    staff = await staffWith(t.api, admin, { clients: ['read'] });
  });
  afterAll(() => t.close());

  const createForm = async (over: Record<string, unknown> = {}) => {
    const res = await t.api.post('/api/request_estimate/forms').set(bearer(admin)).send(aForm(over));
    expect(res.status).toBe(201);
    return res.body.record as { id: number; title: string; fields: Field[] };
  };
  const byTitle = (fields: Field[]) => Object.fromEntries(fields.map((f) => [f.title, f]));

  describe('forms', () => {
    it('creates a form with its fields: 201 {record}, each field with an id', async () => {
      const body = aForm();
      const res = await t.api.post('/api/request_estimate/forms').set(bearer(admin)).send(body);
      expect(res.status).toBe(201);
      expect(res.body.record).toMatchObject({
        id: expect.any(Number),
        title: body.title,
        description: 'Tell us about your project',
        status: 'active',
        created_at: new Date().toISOString().slice(0, 10),
      });
      const fields = res.body.record.fields as Field[];
      expect(fields.map((f) => f.title)).toEqual(['Project name', 'Budget', 'Start', 'Platform', 'Newsletter']);
      expect(new Set(fields.map((f) => f.id)).size).toBe(5);
      expect(fields[0]).toEqual({ id: expect.any(Number), title: 'Project name', type: 'text', options: [], required: true, placeholder: 'e.g. New shop' });
      expect(fields[3]).toMatchObject({ type: 'select', options: ['Web', 'Mobile'], required: false });
    });

    it('lists forms as {records} without meta, to every signed-in user', async () => {
      const f = await createForm();
      for (const token of [admin, staff.token, clientUserToken()]) {
        const res = await t.api.get('/api/request_estimate/forms').set(bearer(token));
        expect(res.status).toBe(200);
        expect(Object.keys(res.body)).toEqual(['records']);
        expect(res.body.records.map((r: { id: number }) => r.id)).toContain(f.id);
      }
      const found = await t.api.get('/api/request_estimate/forms').query({ search: f.title.split(' ')[2] }).set(bearer(staff.token));
      expect(found.body.records).toEqual([
        { id: f.id, title: f.title, description: 'Tell us about your project', status: 'active', created_at: expect.any(String) },
      ]);
    });

    it('answers a form as {record} and its fields as {records}', async () => {
      const f = await createForm();
      const detail = await t.api.get(`/api/request_estimate/forms/${f.id}`).set(bearer(staff.token));
      expect(detail.status).toBe(200);
      expect(detail.body).toEqual({ record: f });
      const fields = await t.api.get(`/api/request_estimate/forms/${f.id}/fields`).set(bearer(clientUserToken()));
      expect(fields.status).toBe(200);
      expect(fields.body).toEqual({ records: f.fields });
    });

    it('shows inactive forms only to managers', async () => {
      const f = await createForm({ status: 'inactive' });
      const asAdmin = await t.api.get('/api/request_estimate/forms').query({ status: 'inactive' }).set(bearer(admin));
      expect(asAdmin.body.records.map((r: { id: number }) => r.id)).toContain(f.id);
      const asStaff = await t.api.get('/api/request_estimate/forms').set(bearer(staff.token));
      expect(asStaff.body.records.map((r: { id: number }) => r.id)).not.toContain(f.id);
      const asked = await t.api.get('/api/request_estimate/forms').query({ status: 'inactive' }).set(bearer(staff.token));
      expect(asked.body.records).toEqual([]);
      expect((await t.api.get(`/api/request_estimate/forms/${f.id}`).set(bearer(staff.token))).status).toBe(404);
      expect((await t.api.get(`/api/request_estimate/forms/${f.id}/fields`).set(bearer(staff.token))).status).toBe(404);
      expect((await t.api.get(`/api/request_estimate/forms/${f.id}`).set(bearer(admin))).status).toBe(200);
    });

    it('refuses bad forms with 422: no title, unknown type, select without options', async () => {
      const res = await t.api
        .post('/api/request_estimate/forms')
        .set(bearer(admin))
        .send({ title: '', status: 'open', fields: [{ title: 'Q', type: 'colour' }] });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['fields.0.type', 'status', 'title']);
      const noOptions = await t.api
        .post('/api/request_estimate/forms')
        .set(bearer(admin))
        .send(aForm({ fields: [{ title: 'Q', type: 'select' }] }));
      expect(noOptions.status).toBe(422);
      expect(noOptions.body.errors).toHaveProperty(['fields.0.options']);
      const foreignId = await t.api
        .post('/api/request_estimate/forms')
        .set(bearer(admin))
        .send(aForm({ fields: [{ id: 12345, title: 'Q', type: 'text' }] }));
      expect(foreignId.status).toBe(422);
      expect(foreignId.body.errors).toHaveProperty(['fields.0.id']);
    });

    it('PUT replaces the form, keeping fields sent with their id; PATCH changes only what is sent', async () => {
      const f = await createForm();
      const keep = byTitle(f.fields)['Budget']!;
      let res = await t.api
        .put(`/api/request_estimate/forms/${f.id}`)
        .set(bearer(admin))
        .send({ title: 'Replaced', fields: [{ id: keep.id, title: 'Budget (EUR)', type: 'number', required: true }, { title: 'Deadline', type: 'date' }] });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: expect.any(String) });
      let d = (await t.api.get(`/api/request_estimate/forms/${f.id}`).set(bearer(admin))).body.record;
      expect(d).toMatchObject({ title: 'Replaced', description: '', status: 'active' });
      expect(d.fields.map((x: Field) => x.title)).toEqual(['Budget (EUR)', 'Deadline']);
      expect(d.fields[0].id).toBe(keep.id);
      expect(f.fields.map((x) => x.id)).not.toContain(d.fields[1].id);

      res = await t.api.patch(`/api/request_estimate/forms/${f.id}`).set(bearer(admin)).send({ status: 'inactive' });
      expect(res.status).toBe(200);
      d = (await t.api.get(`/api/request_estimate/forms/${f.id}`).set(bearer(admin))).body.record;
      expect(d).toMatchObject({ title: 'Replaced', status: 'inactive' });
      expect(d.fields).toHaveLength(2);

      const missing = await t.api.put(`/api/request_estimate/forms/${f.id}`).set(bearer(admin)).send({ description: 'x' });
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toHaveProperty('title');
    });

    it('deletes a form: {success, message}, then 404', async () => {
      const f = await createForm();
      const del = await t.api.delete(`/api/request_estimate/forms/${f.id}`).set(bearer(admin));
      expect(del.body).toEqual({ success: true, message: expect.any(String) });
      for (const res of await Promise.all([
        t.api.get(`/api/request_estimate/forms/${f.id}`).set(bearer(admin)),
        t.api.get(`/api/request_estimate/forms/${f.id}/fields`).set(bearer(admin)),
        t.api.patch(`/api/request_estimate/forms/${f.id}`).set(bearer(admin)).send({ title: 'x' }),
        t.api.delete(`/api/request_estimate/forms/${f.id}`).set(bearer(admin)),
        t.api.post('/api/request_estimate/requests').set(bearer(admin)).send({ form_id: f.id, name: 'A', email: 'a@example.com' }),
      ])) {
        expect(res.status).toBe(404);
      }
    });

    it('lets only holders of estimate_requests permissions manage forms (403 to others)', async () => {
      const f = await createForm();
      for (const token of [staff.token, clientUserToken()]) {
        const calls = await Promise.all([
          t.api.post('/api/request_estimate/forms').set(bearer(token)).send(aForm()),
          t.api.put(`/api/request_estimate/forms/${f.id}`).set(bearer(token)).send(aForm()),
          t.api.patch(`/api/request_estimate/forms/${f.id}`).set(bearer(token)).send({ title: 'x' }),
          t.api.delete(`/api/request_estimate/forms/${f.id}`).set(bearer(token)),
        ]);
        for (const res of calls) expect(res.status).toBe(403);
      }
      const manager = await staffWith(t.api, admin, { estimate_requests: ['create', 'update'] });
      expect((await t.api.post('/api/request_estimate/forms').set(bearer(manager.token)).send(aForm())).status).toBe(201);
      expect((await t.api.patch(`/api/request_estimate/forms/${f.id}`).set(bearer(manager.token)).send({ title: 'y' })).status).toBe(200);
      expect((await t.api.delete(`/api/request_estimate/forms/${f.id}`).set(bearer(manager.token))).status).toBe(403);
    });
  });

  describe('requests', () => {
    let form: { id: number; fields: Field[] };
    let f: Record<string, Field>;

    beforeAll(async () => {
      form = await createForm();
      f = byTitle(form.fields);
    });

    const submit = (body: Record<string, unknown>, token = staff.token) =>
      t.api.post('/api/request_estimate/requests').set(bearer(token)).send({ form_id: form.id, name: 'Ann Buyer', email: 'Ann@Example.com', ...body });

    it('stores a valid request: 201 {record}, answers as strings keyed by field id', async () => {
      const res = await submit({
        phone: '+47 22 33 44 55',
        company_name: 'Buyer AS',
        message: 'Call me',
        answers: { [f['Project name']!.id]: 'New shop', [f['Budget']!.id]: 2500.5, [f['Platform']!.id]: 'Web', [f['Newsletter']!.id]: true },
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        record: {
          id: expect.any(Number),
          form_id: form.id,
          name: 'Ann Buyer',
          email: 'ann@example.com',
          phone: '+4722334455',
          company_name: 'Buyer AS',
          message: 'Call me',
          answers: { [f['Project name']!.id]: 'New shop', [f['Budget']!.id]: '2500.5', [f['Platform']!.id]: 'Web', [f['Newsletter']!.id]: '1' },
          created_by: staff.id,
          created_at: new Date().toISOString().slice(0, 10),
        },
      });
      const stored = await t.api.get(`/api/request_estimate/requests/${res.body.record.id}`).set(bearer(admin));
      expect(stored.status).toBe(200);
      expect(stored.body).toEqual(res.body);
    });

    it('lets a client user submit a request', async () => {
      const res = await submit({ answers: { [f['Project name']!.id]: 'App', [f['Budget']!.id]: '100' } }, clientUserToken());
      expect(res.status).toBe(201);
    });

    it('refuses missing required answers, wrong types and unknown fields: 422 naming each answer', async () => {
      const res = await submit({
        answers: { [f['Budget']!.id]: 'a lot', [f['Start']!.id]: '2026-02-30', [f['Platform']!.id]: 'Desktop', [f['Newsletter']!.id]: 'maybe', 99999999: 'x' },
      });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(
        [f['Project name']!.id, f['Budget']!.id, f['Start']!.id, f['Platform']!.id, f['Newsletter']!.id, 99999999].map((id) => `answers.${id}`).sort(),
      );
      expect(res.body.errors[`answers.${f['Project name']!.id}`]).toEqual(['This field is required.']);
      const blank = await submit({ answers: { [f['Project name']!.id]: '   ', [f['Budget']!.id]: '1' } });
      expect(blank.status).toBe(422);
      expect(blank.body.errors).toHaveProperty([`answers.${f['Project name']!.id}`]);
    });

    it('refuses a request without contact or form: 422; an unknown or inactive form: 404', async () => {
      const res = await t.api.post('/api/request_estimate/requests').set(bearer(staff.token)).send({ email: 'nope', answers: { abc: 'x' } });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['answers.abc', 'email', 'form_id', 'name'].sort());
      const unknown = await submit({ form_id: 999999999 });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ success: false, message: 'Form not found.' });
      const closed = await createForm({ status: 'inactive', fields: [] });
      expect((await submit({ form_id: closed.id })).status).toBe(404);
    });

    it('lists requests for holders of estimate_requests read, filtered by form', async () => {
      const other = await createForm({ fields: [] });
      const mine = (await submit({ form_id: other.id, name: unique('Req ') })).body.record;
      const res = await t.api.get('/api/request_estimate/requests').query({ form_id: other.id }).set(bearer(admin));
      expect(res.status).toBe(200);
      expect(res.body.meta).toEqual({ total: 1, current_page: 1, per_page: 20 });
      expect(res.body.records).toEqual([{ ...mine, updated_at: expect.any(String) }]);
      const reader = await staffWith(t.api, admin, { estimate_requests: ['read'] });
      const byName = await t.api.get('/api/request_estimate/requests').query({ search: mine.name.split(' ')[1] }).set(bearer(reader.token));
      expect(byName.body.records.map((r: { id: number }) => r.id)).toEqual([mine.id]);
      for (const token of [staff.token, clientUserToken()]) {
        expect((await t.api.get('/api/request_estimate/requests').set(bearer(token))).status).toBe(403);
        expect((await t.api.get(`/api/request_estimate/requests/${mine.id}`).set(bearer(token))).status).toBe(403);
      }
      expect((await t.api.get('/api/request_estimate/requests/999999999').set(bearer(admin))).status).toBe(404);
    });
  });

  it('answers 401 to every route without a token', async () => {
    const calls = await Promise.all([
      t.api.get('/api/request_estimate/forms'),
      t.api.get('/api/request_estimate/forms/1'),
      t.api.get('/api/request_estimate/forms/1/fields'),
      t.api.post('/api/request_estimate/forms').send(aForm()),
      t.api.put('/api/request_estimate/forms/1').send(aForm()),
      t.api.patch('/api/request_estimate/forms/1').send({ title: 'x' }),
      t.api.delete('/api/request_estimate/forms/1'),
      t.api.post('/api/request_estimate/requests').send({ form_id: 1, name: 'a', email: 'a@example.com' }),
      t.api.get('/api/request_estimate/requests'),
      t.api.get('/api/request_estimate/requests/1'),
    ]);
    for (const res of calls) expect(res.status).toBe(401);
  });
});
