import { type AuthedContext, Caller, Counters, ValidationError } from '@bms/platform';
import { eventsFixture, freshNamespace } from '../../../packages/platform/test/events-fixture';
import { ClientDirectory } from '../src/clients/client.directory';
import { clientProjection } from '../src/clients/client.view';
import { InvoiceRepository } from '../src/invoices/invoice.repository';
import { InvoiceService } from '../src/invoices/invoice.service';

/**
 * A create retried under its Idempotency-Key after its answer was lost (a
 * 5xx) gets the invoice the first one made (docs/api.md, Idempotent POSTs),
 * whatever happened to the client since: the invoice was made. On the test
 * stack's database, with a NATS of the file's own.
 */
describe('an invoice create retried under its claim', () => {
  const fx = eventsFixture();
  const opened: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of opened.splice(0)) await close();
  });

  const ctx = (key?: string): AuthedContext => ({
    caller: new Caller(1, 'staff', true, 0, {}, 'jti', 'session'),
    token: undefined,
    requestId: 'test',
    metadata: {} as AuthedContext['metadata'],
    ...(key ? { idempotency: { key, fingerprint: 'same request' } } : {}),
  });

  it('answers the invoice it made even when the client was deleted in between', async () => {
    const { relay, bus } = fx.setup(freshNamespace('iret'));
    opened.push(async () => {
      await relay.stop();
      await bus.close();
    });
    const repo = new InvoiceRepository(fx.conn, new Counters(fx.conn), relay, { prefix: 'IR-', digits: 6 });
    const projection = clientProjection(fx.conn);
    // The client is known from its events: crm is not asked.
    const invoices = new InvoiceService(repo, new ClientDirectory(projection, undefined as never));
    const clientId = 800_000 + Math.floor(Math.random() * 100_000);
    await projection.upsert(clientId, { company_name: 'Soon Gone Ltd', currency_symbol: '$', status: 'active' }, 1);
    const input = { client_id: clientId, items: [{ title: 'Work', quantity: 2, rate: 12.5 }], due_date: '2026-12-31' };
    const key = `k-${Date.now()}`;

    const first = await invoices.create({ input }, ctx(key));
    // Its answer is lost; meanwhile the client is deleted, and its drafts cancelled.
    await projection.markDeleted(clientId, 2);
    await invoices.cancelDraftsOf(clientId, 1);

    const retry = await invoices.create({ input }, ctx(key));
    expect(retry.record).toMatchObject({ id: first.record!.id, invoice_number: first.record!.invoice_number, total: 25, status: 'cancelled' });
    // A new create for that client is refused.
    await expect(invoices.create({ input }, ctx(`${key}-new`))).rejects.toBeInstanceOf(ValidationError);
    await expect(invoices.create({ input }, ctx())).rejects.toBeInstanceOf(ValidationError);
  });
});
