import type mongoose from 'mongoose';
import { clients } from '@bms/contracts';
import type { crm } from '@bms/protos';
import {
  type AuthedContext,
  type Counters,
  type OutboxRelay,
  Resource,
  searchFilter,
  searchTerms,
  Store,
  ValidationError,
} from '@bms/platform';
import type { CustomFieldValues } from '../custom-fields/custom-field-values';
import { clientEventData, toClient, toClientSummary } from './client.mapper';
import { type ClientDoc, clientModel } from './client.model';

/** Clients (SPEC 4.2): a standard module whose detail also carries custom_fields. */
export class ClientService {
  readonly resource;

  constructor(
    conn: mongoose.Connection,
    counters: Counters,
    relay: OutboxRelay,
    private readonly customValues: CustomFieldValues,
  ) {
    this.resource = new Resource(new Store(clientModel(conn), counters, relay), {
      module: 'clients',
      noun: 'Client',
      events: 'crm.client',
      eventData: clientEventData,
      body: clients.clientBody,
      query: clients.clientListQuery,
      sortable: ['company_name'],
      filter: (q) => ({ ...searchFilter(q.search), ...(q.status ? { status: q.status } : {}) }),
      toRecord: toClient,
      toListItem: toClientSummary,
      create: async (b, ctx, before) => ({
        company_name: b.company_name,
        type: b.type,
        address: b.address ?? '',
        city: b.city ?? '',
        state: b.state ?? '',
        zip: b.zip ?? '',
        country: b.country ?? '',
        phone: b.phone ?? '',
        website: b.website ?? '',
        status: b.status ?? 'active',
        currency_symbol: b.currency_symbol ?? '',
        group_ids: b.group_ids ?? '',
        labels: b.labels ?? [],
        owner_id: b.owner_id ?? before?.owner_id ?? ctx.caller.user_id,
        created_by: before?.created_by ?? ctx.caller.user_id,
        custom_fields: await customValues.forReplace('clients', b.custom_fields),
        search_terms: searchTerms(b.company_name),
      }),
      update: async (b, before) => ({
        ...(b as Partial<ClientDoc>),
        ...(b.company_name !== undefined ? { search_terms: searchTerms(b.company_name) } : {}),
        ...(b.custom_fields !== undefined
          ? { custom_fields: await customValues.forPatch('clients', b.custom_fields, before.custom_fields) }
          : {}),
      }),
    });
  }

  /**
   * What other services' projections keep of the live clients among `ids`
   * (at most 100), with their versions: a service that does not know a
   * client yet asks here before it refuses one.
   */
  async find(ids: number[]): Promise<crm.FindClientsReply> {
    const wanted = [...new Set(ids)].filter(Number.isSafeInteger).slice(0, 100);
    const docs = wanted.length ? await this.resource.store.find({ _id: { $in: wanted } }, 100) : [];
    return { clients: docs.map((c) => ({ ...clientEventData(c), version: c.version ?? 0 })) };
  }

  async get(id: number, ctx: AuthedContext): Promise<crm.ClientDetail> {
    ctx.caller.require('clients', 'read');
    const doc = await this.resource.find(id, ctx);
    return { record: toClient(doc), custom_fields: await this.customValues.visible('clients', doc.custom_fields) };
  }

  /** Throws a 422 on `field` unless `id` is a client not deleted. */
  async requireLive(id: number, field = 'client_id'): Promise<void> {
    if (!(await this.resource.store.exists({ _id: id }))) throw ValidationError.field(field, 'No such client.');
  }

  async isLive(id: number): Promise<boolean> {
    return this.resource.store.exists({ _id: id });
  }

  /** Ids of clients whose name has a word starting with `search` (at most `limit`). */
  async idsMatching(search: string, limit = 200): Promise<number[]> {
    const docs = await this.resource.store.find(searchFilter(search), limit);
    return docs.map((d) => d._id);
  }
}
