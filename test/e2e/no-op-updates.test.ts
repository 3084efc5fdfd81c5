import { events, type SeenEvent } from '../support/events';
import { createClient, createMember } from '../support/builders';
import { bearer, unique } from '../support/harness';
import { Invoices } from '../support/invoices';

/**
 * An update that changes nothing (PATCH {}, PATCH or PUT with the values
 * stored) answers as any update does, and writes nothing: no new version,
 * updated_at as it was, no updated event for webhooks, the changes stream
 * and the audit trail. The first updated event of a record is then that of
 * the first write that changed something: version 2, with its changes.
 */
describe('an update that changes nothing', () => {
  let invoices: Invoices;
  Invoices.forTests((x) => (invoices = x));

  const firstUpdated = (bus: { next(m: (e: SeenEvent) => boolean): Promise<SeenEvent> }, type: string, id: number) =>
    bus.next((e) => e.type === type && e.data.id === id);

  it('of a client (a standard module): 200, no write, no event', async () => {
    const { t, admin } = invoices;
    const bus = await events('crm.client.*');
    try {
      const made = await createClient(t.api, admin, { company_name: unique('Still '), city: 'Oslo' });
      const read = async () => (await t.api.get(`/api/clients?fields=city&search=${encodeURIComponent(made.company_name)}`).set(bearer(admin)).expect(200)).body.records[0];
      const before = await read();
      const body = { company_name: made.company_name, type: 'organization', city: 'Oslo' };
      for (const res of [
        await t.api.patch(`/api/clients/${made.id}`).set(bearer(admin)).send({}),
        await t.api.patch(`/api/clients/${made.id}`).set(bearer(admin)).send({ city: 'Oslo', company_name: made.company_name }),
        await t.api.put(`/api/clients/${made.id}`).set(bearer(admin)).send(body),
      ]) {
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: true, message: 'Client updated.' });
      }
      expect(await read()).toEqual(before);
      await t.api.patch(`/api/clients/${made.id}`).set(bearer(admin)).send({ city: 'Bergen' }).expect(200);
      const updated = await firstUpdated(bus, 'crm.client.updated', made.id);
      expect(updated.data.version).toBe(2);
      expect(updated.changes).toEqual({ city: { before: 'Oslo', after: 'Bergen' } });
    } finally {
      await bus.close();
    }
  });

  it('of an invoice: 200, no write, no event', async () => {
    const { t, admin } = invoices;
    const bus = await events('billing.invoice.*');
    try {
      const inv = await invoices.create();
      const read = async () => (await t.api.get(`/api/invoices?client_id=${inv.client_id}&limit=100`).set(bearer(admin)).expect(200)).body.records.find((r: { id: number }) => r.id === inv.id);
      const before = await read();
      for (const res of [
        await t.api.patch(`/api/invoices/${inv.id}`).set(bearer(admin)).send({}),
        await t.api.patch(`/api/invoices/${inv.id}`).set(bearer(admin)).send({ due_date: inv.due_date, client_id: inv.client_id }),
        await t.api.put(`/api/invoices/${inv.id}`).set(bearer(admin)).send(invoices.anInvoice()),
      ]) {
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: true, message: 'Invoice updated.' });
      }
      expect(await read()).toEqual(before);
      await t.api.patch(`/api/invoices/${inv.id}`).set(bearer(admin)).send({ due_date: '2027-01-31' }).expect(200);
      const updated = await firstUpdated(bus, 'billing.invoice.updated', inv.id);
      expect(updated.data.version).toBe(2);
      expect(updated.changes).toEqual({ due_date: { before: inv.due_date, after: '2027-01-31' } });
    } finally {
      await bus.close();
    }
  });

  it('of a team member: 200, no write, no event', async () => {
    const { t, admin } = invoices;
    const bus = await events('identity.user.*');
    try {
      const member = await createMember(t.api, admin, { job_title: 'Clerk' });
      for (const res of [
        await t.api.patch(`/api/team/${member.id}`).set(bearer(admin)).send({}),
        await t.api.patch(`/api/team/${member.id}`).set(bearer(admin)).send({ job_title: 'Clerk' }),
      ]) {
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: true, message: 'Team member updated.' });
      }
      await t.api.patch(`/api/team/${member.id}`).set(bearer(admin)).send({ job_title: 'Head clerk' }).expect(200);
      const updated = await firstUpdated(bus, 'identity.user.updated', member.id);
      expect(updated.data.version).toBe(2);
      expect(updated.changes).toEqual({ job_title: { before: 'Clerk', after: 'Head clerk' } });
    } finally {
      await bus.close();
    }
  });
});
