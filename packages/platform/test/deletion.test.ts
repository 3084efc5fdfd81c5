import { createLogger } from '../src/log';
import { deletion, purgeDeleted, registerForPurge } from '../src/deletion';

/** A store that records the cutoffs it was asked to purge before. */
const store = (collectionName: string, purged = 0) => {
  const calls: Date[] = [];
  return { collectionName, calls, purge: async (before: Date) => (calls.push(before), purged) };
};

describe('purgeDeleted', () => {
  const logger = createLogger('test', 'silent');

  it('purges the stores of one connection only: services sharing a process purge their own', async () => {
    const crm = {};
    const billing = {};
    const clients = store('clients', 2);
    const leads = store('leads', 1);
    const invoices = store('invoices', 5);
    registerForPurge(clients, crm);
    registerForPurge(leads, crm);
    registerForPurge(invoices, billing);
    const now = Date.UTC(2026, 10, 22);
    expect(await purgeDeleted(logger, crm, now)).toBe(3);
    expect(clients.calls).toEqual([deletion.cutoff(now)]);
    expect(leads.calls).toEqual([deletion.cutoff(now)]);
    expect(invoices.calls).toEqual([]);
    expect(await purgeDeleted(logger, {}, now)).toBe(0);
  });

  it('goes on past a store whose purge fails', async () => {
    const conn = {};
    const broken = { collectionName: 'broken', purge: async () => Promise.reject(new Error('down')) };
    const fine = store('fine', 4);
    registerForPurge(broken, conn);
    registerForPurge(fine, conn);
    expect(await purgeDeleted(logger, conn)).toBe(4);
    expect(fine.calls).toHaveLength(1);
  });
});
