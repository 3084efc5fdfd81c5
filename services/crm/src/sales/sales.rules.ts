import type { LineItem, ModuleOptions } from '@bms/platform';
import type { ClientDirectory } from '../clients/client.directory';
import { checkDateOrder, priced } from './line-items';

/**
 * What estimates and orders have beyond a standard module (sales.module.ts
 * in @bms/contracts): the client must be live (when named: a record of a
 * client deleted since can still be edited), the end date does not come
 * before the start date (empty or null: none), the lines are priced and
 * totalled in minor units, and a search also matches the client's name.
 * `clients` is asked when a request comes (the clients module is built
 * beside this one).
 */
export function salesModule(dates: { start: string; end: string }, clients: () => ClientDirectory): ModuleOptions {
  const { start, end } = dates;
  return {
    rules: () => ({
      // A client is checked when named anew: one the record has already (deleted since) does not keep it from being edited.
      create: async (fields, _ctx, before) => {
        const made = { ...fields, [end]: fields[end] || undefined };
        checkDateOrder(made, start, end);
        if (fields.client_id !== before?.client_id) await clients().requireLive(Number(fields.client_id));
        return { ...made, ...priced(fields.items as LineItem[]) };
      },
      update: async (changes, before) => {
        // A new start alone is the one that moved past the end.
        const blameStart = changes[start] !== undefined && !(end in changes);
        if (end in changes) changes[end] = changes[end] || undefined;
        if (changes.items !== undefined) Object.assign(changes, priced(changes.items as LineItem[]));
        checkDateOrder({ ...before, ...changes }, start, end, blameStart);
        if (changes.client_id !== undefined && changes.client_id !== before.client_id) await clients().requireLive(Number(changes.client_id));
        return changes;
      },
      search: async (text, standard) => {
        const clientIds = await clients().idsMatching(text);
        return { $or: [standard, ...(clientIds.length ? [{ client_id: { $in: clientIds } }] : [])] };
      },
    }),
  };
}
