import { bearer, refusedOn } from '../support/harness';
import { Invoices } from '../support/invoices';

/**
 * A date of the API is one of the years 1000 to 9999: year 0000 (a field
 * left at zero) or 0999 (a digit dropped) is 422 naming the field, on a
 * create and an update alike, in every module.
 */
describe('the years of a date', () => {
  let invoices: Invoices;
  Invoices.forTests((x) => (invoices = x));

  const YEARS = ['Must be a date in the years 1000 to 9999.'];

  it('an invoice due in year 0000 or 0999 is refused; in 1000 it is a date', async () => {
    const { t, admin } = invoices;
    for (const due_date of ['0000-01-01', '0999-12-31']) {
      expect(await refusedOn(t.api.post('/api/invoices').set(bearer(admin)).send(invoices.anInvoice({ due_date })), 'due_date')).toEqual(YEARS);
    }
    const inv = await invoices.create();
    expect(await refusedOn(t.api.patch(`/api/invoices/${inv.id}`).set(bearer(admin)).send({ due_date: '0000-01-01' }), 'due_date')).toEqual(YEARS);
    await t.api.patch(`/api/invoices/${inv.id}`).set(bearer(admin)).send({ due_date: '1000-01-01' }).expect(200);
    expect((await invoices.detail(inv.id)).due_date).toBe('1000-01-01');
  });

  it('a task, a contract and an announcement refuse year 0000 too', async () => {
    const { t, admin } = invoices;
    await refusedOn(t.api.post('/api/tasks').set(bearer(admin)).send({ title: 'Zero', deadline: '0000-01-01' }), 'deadline');
    await refusedOn(t.api.post('/api/announcements').set(bearer(admin)).send({ title: 'Zero', description: 'x', start_date: '0000-01-01' }), 'start_date');
    await refusedOn(t.api.put(`/api/contract/${invoices.client}`).set(bearer(admin)).send({ title: 'Zero', start_date: '0000-01-01' }), 'start_date');
  });
});
