import type { EventPayloads } from '@bms/contracts';
import type { crm } from '@bms/protos';
import { LIVE, searchFilter, type Store, type StoredFields, ValidationError, withinDeadline } from '@bms/platform';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ClientStore = Store<StoredFields & Record<string, any>>;

/** What crm.client.* events carry (EventPayloads['crm.client']: billing reads the same contract). */
export function clientEventData(c: StoredFields & Record<string, unknown>): EventPayloads['crm.client'] {
  return { id: c._id, company_name: String(c.company_name), currency_symbol: String(c.currency_symbol ?? ''), status: String(c.status) };
}

/** What other crm modules and other services ask of the clients (the clients module's store). */
export class ClientDirectory {
  constructor(readonly store: ClientStore) {}

  /**
   * What other services' projections keep of the live clients among `ids`
   * (at most 100), with their versions: a service that does not know a
   * client yet asks here before it refuses one.
   */
  async find(ids: number[]): Promise<crm.FindClientsReply> {
    const wanted = [...new Set(ids)].filter(Number.isSafeInteger).slice(0, 100);
    const docs = wanted.length ? await this.store.find({ _id: { $in: wanted } }, 100) : [];
    return { clients: docs.map((c) => ({ ...clientEventData(c), version: c.version ?? 0 })) };
  }

  /** Throws a 422 on `field` unless `id` is a client not deleted. */
  async requireLive(id: number, field = 'client_id'): Promise<void> {
    if (!(await this.isLive(id))) throw ValidationError.field(field, 'No such client.');
  }

  async isLive(id: number): Promise<boolean> {
    return this.store.exists({ _id: id });
  }

  /** Ids of all the clients whose name has a word starting with `search` (only the ids are read: a short word matches many). */
  async idsMatching(search: string): Promise<number[]> {
    const docs = await this.store.model
      .find({ ...LIVE, ...searchFilter(search) })
      .select({ _id: 1 })
      .setOptions(withinDeadline())
      .lean<Array<{ _id: number }>>()
      .exec();
    return docs.map((d) => d._id);
  }
}
