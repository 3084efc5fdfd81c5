import type mongoose from 'mongoose';
import { clients } from '@bms/contracts';
import type { crm } from '@bms/protos';
import {
  asQuery,
  type AuthedContext,
  type Counters,
  dropDefaults,
  newEvent,
  NotFound,
  type OutboxRelay,
  parseInput,
  parseUpdate,
  searchFilter,
  searchTerms,
  Store,
} from '@bms/platform';
import { clientEventData, toClient, toClientSummary } from './client.mapper';
import { type ClientDoc, clientModel } from './client.model';

const MODULE = 'clients';
const NOT_FOUND = 'Client not found.';

type ClientFields = Omit<ClientDoc, '_id' | 'created_at' | 'updated_at' | 'deleted_at'>;

/** Clients (SPEC 4.2). */
export class ClientService {
  private readonly store: Store<ClientDoc>;

  constructor(conn: mongoose.Connection, counters: Counters, relay: OutboxRelay) {
    this.store = new Store(clientModel(conn), counters, relay);
  }

  async list(req: crm.ListClientsRequest__Output, ctx: AuthedContext): Promise<crm.ClientList> {
    ctx.caller.require(MODULE, 'read');
    const q = parseInput(clients.clientListQuery, asQuery(req));
    const filter: Record<string, unknown> = { ...searchFilter(q.search) };
    if (q.status) filter.status = q.status;
    return this.store.page(filter, q, toClientSummary);
  }

  async get(id: number, ctx: AuthedContext): Promise<crm.ClientDetail> {
    ctx.caller.require(MODULE, 'read');
    const c = await this.store.findById(id);
    if (!c) throw new NotFound(NOT_FOUND);
    return { record: toClient(c), custom_fields: c.custom_fields ?? {} };
  }

  async create(req: crm.CreateClientRequest__Output, ctx: AuthedContext): Promise<crm.ClientRecord> {
    ctx.caller.require(MODULE, 'create');
    const b = parseInput(clients.clientBody, dropDefaults(req.input ?? {}));
    const fields: ClientFields = {
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
      owner_id: b.owner_id ?? ctx.caller.user_id,
      created_by: ctx.caller.user_id,
      custom_fields: b.custom_fields ?? {},
      search_terms: searchTerms(b.company_name),
    };
    const doc = await this.store.create(fields, (c) => newEvent('crm.client.created', clientEventData(c), ctx.caller.user_id));
    return { record: toClient(doc) };
  }

  async update(req: crm.UpdateClientRequest__Output, ctx: AuthedContext): Promise<void> {
    ctx.caller.require(MODULE, 'update');
    const b = parseUpdate(clients.clientBody, { ...req.input }, req.update_mask);
    const changes: Partial<ClientDoc> = { ...b } as Partial<ClientDoc>;
    if (b.company_name !== undefined) changes.search_terms = searchTerms(b.company_name);
    const before = await this.store.update(req.id, changes, (c) =>
      newEvent('crm.client.updated', clientEventData({ ...c, ...changes }), ctx.caller.user_id),
    );
    if (!before) throw new NotFound(NOT_FOUND);
  }

  async delete(id: number, ctx: AuthedContext): Promise<void> {
    ctx.caller.require(MODULE, 'delete');
    const gone = await this.store.softDelete(id, (c) => newEvent('crm.client.deleted', { id: c._id }, ctx.caller.user_id));
    if (!gone) throw new NotFound(NOT_FOUND);
  }
}
