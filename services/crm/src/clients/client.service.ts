import type mongoose from 'mongoose';
import { clients } from '@bms/contracts';
import type { crm } from '@bms/protos';
import { type AuthedContext, type Counters, type OutboxRelay, Resource, searchFilter, searchTerms, Store } from '@bms/platform';
import { clientEventData, toClient, toClientSummary } from './client.mapper';
import { type ClientDoc, clientModel } from './client.model';

/** Clients (SPEC 4.2): a standard module whose detail also carries custom_fields. */
export class ClientService {
  readonly resource;

  constructor(conn: mongoose.Connection, counters: Counters, relay: OutboxRelay) {
    this.resource = new Resource(new Store(clientModel(conn), counters, relay), {
      module: 'clients',
      noun: 'Client',
      events: 'crm.client',
      eventData: clientEventData,
      body: clients.clientBody,
      query: clients.clientListQuery,
      filter: (q) => ({ ...searchFilter(q.search), ...(q.status ? { status: q.status } : {}) }),
      toRecord: toClient,
      toListItem: toClientSummary,
      create: (b, ctx, before) => ({
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
        custom_fields: b.custom_fields ?? {},
        search_terms: searchTerms(b.company_name),
      }),
      update: (b) => ({
        ...(b as Partial<ClientDoc>),
        ...(b.company_name !== undefined ? { search_terms: searchTerms(b.company_name) } : {}),
      }),
    });
  }

  async get(id: number, ctx: AuthedContext): Promise<crm.ClientDetail> {
    const { record } = await this.resource.get(id, ctx);
    const doc = await this.resource.find(id, ctx);
    return { record, custom_fields: doc.custom_fields ?? {} };
  }
}
