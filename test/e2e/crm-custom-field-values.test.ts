import { bearer, type TestGateway, unique } from '../support/harness';
import { withIsolatedCrm } from './crm-fixtures';

// Values of custom fields on clients and leads. Required fields refuse
// records without them, so this file runs against a crm of its own (own
// database), where no other test file creates clients or leads.
describe('custom field values on clients and leads', () => {
  let t: TestGateway;
  let admin: string;
  withIsolatedCrm((s) => ({ t, admin } = s));

  const field = async (body: Record<string, unknown>) => {
    const res = await t.api.post('/api/custom-fields').set(bearer(admin)).send({ title: unique('F '), related_to: 'clients', type: 'text', ...body });
    expect(res.status).toBe(201);
    return res.body.record as { id: number; key: string };
  };
  const remove = (f: { id: number }) => t.api.delete(`/api/custom-fields/${f.id}`).set(bearer(admin));
  const newClient = (custom_fields?: Record<string, string>) =>
    t.api.post('/api/clients').set(bearer(admin)).send({ company_name: unique('C '), type: 'person', ...(custom_fields ? { custom_fields } : {}) });
  const valuesOf = async (id: number) => (await t.api.get(`/api/clients/${id}`).set(bearer(admin))).body.custom_fields;

  describe('typed values', () => {
    const typed: Record<string, { key: string }> = {};

    beforeAll(async () => {
      typed.number = await field({ type: 'number' });
      typed.date = await field({ type: 'date' });
      typed.select = await field({ type: 'select', options: ['Gold', 'Silver'] });
      typed.multi = await field({ type: 'multi_select', options: ['Web', 'Mobile', 'Print'] });
      typed.checkbox = await field({ type: 'checkbox' });
      typed.email = await field({ type: 'email' });
      typed.url = await field({ type: 'url' });
      typed.phone = await field({ type: 'phone' });
      typed.text = await field({ type: 'text' });
    });
    afterAll(async () => {
      for (const f of Object.values(typed)) await remove(f as { id: number } & { key: string });
    });

    it('stores good values of every type, in their stored form, and returns them in the detail', async () => {
      const res = await newClient({
        [typed.number!.key]: '-12.50',
        [typed.date!.key]: '2024-02-29',
        [typed.select!.key]: 'Gold',
        [typed.multi!.key]: 'Web, Print',
        [typed.checkbox!.key]: 'true',
        [typed.email!.key]: 'Ann@Example.COM',
        [typed.url!.key]: 'https://acme.example/path',
        [typed.phone!.key]: '+47 22-33-44-55',
        [typed.text!.key]: '  padded  ',
      });
      expect(res.status).toBe(201);
      expect(await valuesOf(res.body.record.id)).toEqual({
        [typed.number!.key]: '-12.50',
        [typed.date!.key]: '2024-02-29',
        [typed.select!.key]: 'Gold',
        [typed.multi!.key]: 'Web,Print',
        [typed.checkbox!.key]: '1',
        [typed.email!.key]: 'ann@example.com',
        [typed.url!.key]: 'https://acme.example/path',
        [typed.phone!.key]: '+4722334455',
        [typed.text!.key]: 'padded',
      });
    });

    it('refuses values that do not fit their type: 422 naming each custom field', async () => {
      const bad = {
        [typed.number!.key]: '12abc',
        [typed.date!.key]: '2023-02-29',
        [typed.select!.key]: 'Bronze',
        [typed.multi!.key]: 'Web,Radio',
        [typed.checkbox!.key]: 'yes',
        [typed.email!.key]: 'not-an-email',
        [typed.url!.key]: 'ftp://acme.example',
        [typed.phone!.key]: '12',
        [typed.text!.key]: 'x'.repeat(256),
      };
      const count = async () => (await t.api.get('/api/clients').set(bearer(admin))).body.meta.total as number;
      const before = await count();
      const res = await newClient(bad);
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(Object.keys(bad).map((k) => `custom_fields.${k}`).sort());
      // Nothing half-written: no client was made (this crm is only this file's).
      expect(await count()).toBe(before);
    });

    it('checks values on PATCH too', async () => {
      const c = (await newClient()).body.record;
      const res = await t.api.patch(`/api/clients/${c.id}`).set(bearer(admin)).send({ custom_fields: { [typed.number!.key]: 'ten' } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toHaveProperty([`custom_fields.${typed.number!.key}`]);
    });
  });

  it('refuses unknown keys: a field that does not exist, a field of leads, a deleted field', async () => {
    const ofLeads = await field({ related_to: 'leads' });
    const deleted = await field({});
    await remove(deleted);
    for (const key of ['field_999999999', ofLeads.key, deleted.key]) {
      const res = await newClient({ [key]: 'x' });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ [`custom_fields.${key}`]: [expect.any(String)] });
    }
    const malformed = await newClient({ colour: 'x' });
    expect(malformed.status).toBe(422);
    await remove(ofLeads);
  });

  it('answers many unknown keys with a prompt 422 (the field errors are bounded), and more than 200 keys at the door', async () => {
    const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`field_${900_000_000 + i}`, 'x']));
    const res = await newClient(many(200));
    expect(res.status).toBe(422);
    const errors = res.body.errors as Record<string, string[]>;
    expect(errors['custom_fields.field_900000000']).toEqual([expect.any(String)]);
    expect(errors._more).toEqual([expect.stringMatching(/^\d+ more fields have errors\.$/)]);
    expect(Object.keys(errors).length).toBeLessThan(200);
    const tooMany = await newClient(many(201));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.custom_fields).toEqual(['At most 200 values.']);
  });

  it('PATCH changes the values sent and keeps the others; an empty string clears one', async () => {
    const a = await field({});
    const b = await field({});
    const c = (await newClient({ [a.key]: 'one', [b.key]: 'two' })).body.record;
    let res = await t.api.patch(`/api/clients/${c.id}`).set(bearer(admin)).send({ custom_fields: { [a.key]: 'uno' } });
    expect(res.status).toBe(200);
    expect(await valuesOf(c.id)).toEqual({ [a.key]: 'uno', [b.key]: 'two' });
    res = await t.api.patch(`/api/clients/${c.id}`).set(bearer(admin)).send({ custom_fields: { [b.key]: '' } });
    expect(res.status).toBe(200);
    expect(await valuesOf(c.id)).toEqual({ [a.key]: 'uno' });
    // A PATCH without custom_fields leaves them alone; a PUT without them clears them.
    await t.api.patch(`/api/clients/${c.id}`).set(bearer(admin)).send({ city: 'Oslo' });
    expect(await valuesOf(c.id)).toEqual({ [a.key]: 'uno' });
    await t.api.put(`/api/clients/${c.id}`).set(bearer(admin)).send({ company_name: 'Replaced', type: 'person' });
    expect(await valuesOf(c.id)).toEqual({});
    await remove(a);
    await remove(b);
  });

  it('hides the values of a deleted field', async () => {
    const keep = await field({});
    const drop = await field({});
    const c = (await newClient({ [keep.key]: 'stays', [drop.key]: 'goes' })).body.record;
    expect(await valuesOf(c.id)).toEqual({ [keep.key]: 'stays', [drop.key]: 'goes' });
    await remove(drop);
    expect(await valuesOf(c.id)).toEqual({ [keep.key]: 'stays' });
    await remove(keep);
  });

  it("keeps a deleted field's values through a PATCH of other values: the field restored shows them again", async () => {
    const keep = await field({});
    const drop = await field({});
    const c = (await newClient({ [keep.key]: 'stays', [drop.key]: 'back' })).body.record;
    await remove(drop);
    expect((await t.api.patch(`/api/clients/${c.id}`).set(bearer(admin)).send({ custom_fields: { [keep.key]: 'changed' } })).status).toBe(200);
    expect((await t.api.post(`/api/custom-fields/${drop.id}/restore`).set(bearer(admin))).status).toBe(200);
    expect(await valuesOf(c.id)).toEqual({ [keep.key]: 'changed', [drop.key]: 'back' });
    await remove(keep);
    await remove(drop);
  });

  it('hides a value its field no longer takes (an option taken away, another type), and shows it again once the field takes it', async () => {
    const tier = await field({ type: 'select', options: ['Gold', 'Silver'] });
    const size = await field({ type: 'number' });
    const c = (await newClient({ [tier.key]: 'Gold', [size.key]: '12' })).body.record;
    const change = (f: { id: number }, body: object) => t.api.patch(`/api/custom-fields/${f.id}`).set(bearer(admin)).send(body).expect(200);
    await change(tier, { options: ['Silver'] });
    await change(size, { type: 'date' });
    expect(await valuesOf(c.id)).toEqual({});
    await change(tier, { options: ['Silver', 'Gold'] });
    expect(await valuesOf(c.id)).toEqual({ [tier.key]: 'Gold' });
    await remove(tier);
    await remove(size);
  });

  it('enforces a required field on create and PUT, and PATCH cannot clear it', async () => {
    const req = await field({ required: true, type: 'number' });
    try {
      const without = await newClient();
      expect(without.status).toBe(422);
      expect(without.body.errors).toEqual({ [`custom_fields.${req.key}`]: ['This field is required.'] });
      const blank = await newClient({ [req.key]: '  ' });
      expect(blank.status).toBe(422);

      const created = await newClient({ [req.key]: '5' });
      expect(created.status).toBe(201);
      const id = created.body.record.id;

      const put = await t.api.put(`/api/clients/${id}`).set(bearer(admin)).send({ company_name: 'P', type: 'person' });
      expect(put.status).toBe(422);
      expect(put.body.errors).toHaveProperty([`custom_fields.${req.key}`]);
      const putWith = await t.api
        .put(`/api/clients/${id}`)
        .set(bearer(admin))
        .send({ company_name: 'P', type: 'person', custom_fields: { [req.key]: '6' } });
      expect(putWith.status).toBe(200);

      const clear = await t.api.patch(`/api/clients/${id}`).set(bearer(admin)).send({ custom_fields: { [req.key]: '' } });
      expect(clear.status).toBe(422);
      const other = await t.api.patch(`/api/clients/${id}`).set(bearer(admin)).send({ city: 'Bergen' });
      expect(other.status).toBe(200);
      expect(await valuesOf(id)).toEqual({ [req.key]: '6' });
    } finally {
      await remove(req);
    }
    expect((await newClient()).status).toBe(201);
  });

  it('works the same on leads: detail {record, custom_fields}, required and typed', async () => {
    const size = await field({ related_to: 'leads', type: 'select', options: ['S', 'L'], required: true });
    try {
      const lead = (body: Record<string, unknown>) => t.api.post('/api/leads').set(bearer(admin)).send({ company_name: unique('L '), ...body });
      expect((await lead({})).status).toBe(422);
      expect((await lead({ custom_fields: { [size.key]: 'XL' } })).status).toBe(422);
      const ok = await lead({ custom_fields: { [size.key]: 'L' } });
      expect(ok.status).toBe(201);
      const d = await t.api.get(`/api/leads/${ok.body.record.id}`).set(bearer(admin));
      expect(d.body.custom_fields).toEqual({ [size.key]: 'L' });
      const clear = await t.api.patch(`/api/leads/${ok.body.record.id}`).set(bearer(admin)).send({ custom_fields: { [size.key]: '' } });
      expect(clear.status).toBe(422);
    } finally {
      await remove(size);
    }
  });
});
