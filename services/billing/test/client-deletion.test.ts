import { type AuthedContext, Caller, Counters, newEvent } from '@bms/platform';
import { eventsFixture, freshNamespace } from '../../../packages/platform/test/events-fixture';
import { ClientDirectory } from '../src/clients/client.directory';
import { clientSubscription } from '../src/clients/client.events';
import { clientProjection } from '../src/clients/client.view';
import { InvoiceRepository } from '../src/invoices/invoice.repository';
import { InvoiceService } from '../src/invoices/invoice.service';

/**
 * A client's deletion cancels its draft invoices (billing's own rule, run
 * from crm.client.deleted). The consumer gives an event that failed to its
 * handler again: a deletion whose cancelling stopped mid-way (billing
 * stopped, its database out of reach) is finished by that redelivery, and
 * one that finished is not run again. On the test stack's database, with a
 * NATS of the file's own.
 */
describe("a client's deletion in billing", () => {
  const fx = eventsFixture();
  const opened: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of opened.splice(0)) await close();
  });

  it('cancels the drafts when the deletion comes again after a run that stopped before it was done', async () => {
    const { relay, bus } = fx.setup(freshNamespace('cdel'));
    opened.push(async () => {
      await relay.stop();
      await bus.close();
    });
    const repo = new InvoiceRepository(fx.conn, new Counters(fx.conn), relay, { prefix: 'CD-', digits: 6 });
    const projection = clientProjection(fx.conn);
    // No crm is asked here: the client is known from its event.
    const invoices = new InvoiceService(repo, new ClientDirectory(projection, undefined as never));
    const clientId = 700_000 + Math.floor(Math.random() * 100_000);
    const item = { title: 'Work', quantity: 1, rate: 10 };
    const draft = await repo.create(
      { client_id: clientId, status: 'draft', items: [item], total: 10, due_date: '2026-12-31', created_by: 1 },
      (d) => newEvent('billing.invoice.created', { id: d._id }, 1),
    );
    let runs = 0;
    const sub = clientSubscription(projection, async (id, actor) => {
      runs++;
      // The first run stops before it cancels anything, as a billing stopped at that moment would.
      if (runs === 1) throw new Error('billing stopped');
      await invoices.cancelDraftsOf(id, actor);
    });
    await sub.handle(newEvent('crm.client.created', { id: clientId, version: 1, company_name: 'Gone Ltd' }, 1));
    const deleted = newEvent('crm.client.deleted', { id: clientId, version: 2 }, 9);
    await expect(sub.handle(deleted)).rejects.toThrow('billing stopped');
    expect((await repo.byId(draft._id))?.status).toBe('draft');

    // The consumer gives the event again.
    await sub.handle(deleted);
    expect((await repo.byId(draft._id))?.status).toBe('cancelled');
    expect(runs).toBe(2);

    // Done: a further redelivery runs nothing.
    await sub.handle(deleted);
    expect(runs).toBe(2);
  });

  it('cancels a draft written just after the client was checked, when its deletion was handled in between', async () => {
    const { relay, bus } = fx.setup(freshNamespace('crace'));
    opened.push(async () => {
      await relay.stop();
      await bus.close();
    });
    const repo = new InvoiceRepository(fx.conn, new Counters(fx.conn), relay, { prefix: 'CR-', digits: 6 });
    const projection = clientProjection(fx.conn);
    const sub = clientSubscription(projection, (id, actor) => invoices.cancelDraftsOf(id, actor).then(() => undefined));
    const clientId = 700_000 + Math.floor(Math.random() * 100_000);
    /** The directory as billing has it; the client's deletion is handled the moment after its check passed. */
    class DeletedJustAfterTheCheck extends ClientDirectory {
      override async require(id: number, ctx: AuthedContext): Promise<void> {
        await super.require(id, ctx);
        await sub.handle(newEvent('crm.client.deleted', { id, version: 2 }, 9));
      }
    }
    const invoices = new InvoiceService(repo, new DeletedJustAfterTheCheck(projection, undefined as never));
    await sub.handle(newEvent('crm.client.created', { id: clientId, version: 1, company_name: 'Going Ltd' }, 1));
    const ctx: AuthedContext = { caller: new Caller(1, 'staff', true, 0, {}, 'jti', 'session'), token: undefined, requestId: 'test', metadata: {} as AuthedContext['metadata'] };
    const made = await invoices.create({ input: { client_id: clientId, items: [{ title: 'Work', quantity: 1, rate: 10 }], due_date: '2026-12-31' } }, ctx);
    expect(made.record?.status).toBe('cancelled');
    expect((await repo.byId(made.record!.id as number))?.status).toBe('cancelled');
  });
});
