import type { z } from 'zod';
import {
  type AuthedContext,
  type Fields,
  type LineItem,
  type Page,
  parseListRequest,
  Resource,
  searchFilter,
  type Store,
  type StoredFields,
} from '@bms/platform';
import type { ClientDirectory } from '../clients/client.directory';
import { checkDateOrder, itemTerms, type PricedItem, priced, toLineItems } from './line-items';
import { type SalesDates, salesMappers } from './sales-document.model';

/** What estimates and orders have in common: a client, two dates, a status, priced lines. */
export interface SalesDoc extends StoredFields {
  client_id: number;
  status: string;
  items: PricedItem[];
  total: number;
  note: string;
  created_by: number;
  search_terms: string[];
}

interface SalesBody {
  client_id: number;
  status?: string;
  items: LineItem[];
  note?: string;
}

type Query = { page: number; limit: number; search?: string; status?: string; client_id?: number };

export interface SalesDocumentSpec {
  module: string;
  noun: string;
  events: string;
  body: z.ZodObject;
  query: z.ZodObject;
  /** the document's date and the date that must not come before it */
  dates: SalesDates;
  defaultStatus: string;
}

/**
 * A module of priced documents for a client (estimates, orders): the
 * client must exist, the total is computed from the lines, the end date
 * does not come before the start date, and a search matches the lines'
 * titles or the client's name.
 */
export class SalesDocuments<D extends SalesDoc = SalesDoc> {
  readonly resource;
  private readonly map;

  constructor(
    private readonly store: Store<D>,
    private readonly clients: ClientDirectory,
    private readonly spec: SalesDocumentSpec,
  ) {
    const { start, end } = spec.dates;
    this.map = salesMappers(spec.dates, toLineItems);
    this.resource = new Resource(store, {
      module: spec.module,
      noun: spec.noun,
      events: spec.events,
      eventData: this.map.eventData,
      body: spec.body,
      query: spec.query,
      toRecord: this.map.toRecord,
      toListItem: this.map.toListItem,
      create: async (input, ctx: AuthedContext, before) => {
        const b = input as SalesBody & Record<string, unknown>;
        const endDate = (b[end] as string | null | undefined) || undefined;
        checkDateOrder({ [start]: b[start], [end]: endDate }, start, end);
        await clients.requireLive(b.client_id);
        return {
          client_id: b.client_id,
          [start]: b[start],
          [end]: endDate,
          status: b.status ?? spec.defaultStatus,
          ...priced(b.items),
          note: b.note ?? '',
          created_by: before?.created_by ?? ctx.caller.user_id,
          search_terms: itemTerms(b.items),
        } as unknown as Fields<D>;
      },
      update: async (input, before) => {
        const b = input as Partial<SalesBody> & Record<string, unknown>;
        const changes: Record<string, unknown> = {};
        if (b.client_id !== undefined) changes.client_id = b.client_id;
        if (b[start] !== undefined) changes[start] = b[start];
        if (b[end] !== undefined) changes[end] = b[end] || undefined;
        if (b.status !== undefined) changes.status = b.status;
        if (b.note !== undefined) changes.note = b.note;
        if (b.items !== undefined) Object.assign(changes, priced(b.items), { search_terms: itemTerms(b.items) });
        checkDateOrder({ ...before, ...changes }, start, end, b[start] !== undefined && b[end] === undefined);
        if (b.client_id !== undefined) await clients.requireLive(b.client_id);
        return changes as Partial<D>;
      },
    });
  }

  /** The list, whose search also matches the name of the client (its items are estimates' or orders' summaries). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async list(req: object, ctx: AuthedContext): Promise<Page<any>> {
    ctx.caller.require(this.spec.module, 'read');
    const { q: parsed, list } = parseListRequest(this.spec.query, req);
    const q = parsed as Query;
    const filter: Record<string, unknown> = {
      ...(q.status ? { status: q.status } : {}),
      ...(q.client_id ? { client_id: q.client_id } : {}),
    };
    if (q.search) {
      const clientIds = await this.clients.idsMatching(q.search);
      filter.$or = [searchFilter(q.search), ...(clientIds.length ? [{ client_id: { $in: clientIds } }] : [])];
    }
    return this.store.page(filter, q, (d) => this.map.toListItem(d), { list });
  }
}
