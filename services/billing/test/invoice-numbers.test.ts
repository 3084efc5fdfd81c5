import { Counters, newEvent } from '@bms/platform';
import { eventsFixture, freshNamespace } from '../../../packages/platform/test/events-fixture';
import { InvoiceRepository } from '../src/invoices/invoice.repository';

/**
 * Invoice numbers (billing's own rule): each invoice takes the next number
 * of the counter under a unique index, so concurrent creates never share
 * one, a retry under the same claim takes none, and a deleted invoice keeps
 * its number. On the test stack's database, with a NATS of the file's own.
 */
describe('invoice numbers', () => {
  const fx = eventsFixture();
  const draft = (client_id: number) => ({ client_id, status: 'draft' as const, items: [], total: 0, due_date: '', created_by: 1 });
  const event = (d: { _id: number }) => newEvent('billing.invoice.created', { id: d._id }, 1);
  /** A repository on a namespace of its own; its relay and bus are stopped after the test. */
  const opened: Array<() => Promise<void>> = [];
  const repository = (tag: string, numbering: { prefix: string; digits: number }) => {
    const { relay, bus } = fx.setup(freshNamespace(tag));
    opened.push(async () => {
      await relay.stop();
      await bus.close();
    });
    return new InvoiceRepository(fx.conn, new Counters(fx.conn), relay, numbering);
  };
  afterEach(async () => {
    for (const close of opened.splice(0)) await close();
  });

  it('gives concurrent creates consecutive numbers, each once, in the configured form', async () => {
    const repo = repository('inv', { prefix: 'T-', digits: 4 });
    const made = await Promise.all(Array.from({ length: 20 }, (_, i) => repo.create(draft(i + 1), event)));
    const numbers = made.map((d) => d.invoice_number).sort();
    expect(new Set(numbers).size).toBe(20);
    expect(numbers[0]).toMatch(/^T-\d{4}$/);
    const n = numbers.map((s) => Number(s.slice(2)));
    expect(Math.max(...n) - Math.min(...n)).toBe(19);
  });

  it('takes no number for a retry under the same claim, and never reuses a deleted invoice’s number', async () => {
    const repo = repository('inv2', { prefix: 'R-', digits: 3 });
    const claim = { key: `k-${Date.now()}`, fingerprint: 'f' };
    const first = await repo.create(draft(7), event, claim);
    const again = await repo.create(draft(7), event, claim);
    expect(again._id).toBe(first._id);
    expect(again.invoice_number).toBe(first.invoice_number);
    await repo.deleteDraft(first._id, (d) => newEvent('billing.invoice.deleted', { id: d._id }, 1));
    const next = await repo.create(draft(8), event);
    expect(next.invoice_number).not.toBe(first.invoice_number);
  });
});
