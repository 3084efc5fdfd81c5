import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { api } from './http-client';

interface ListReply {
  records: RaRecord[];
  meta?: { total: number; current_page: number; per_page: number };
}

interface RecordReply {
  record: RaRecord;
  [sibling: string]: unknown;
}

/** The API path of a resource's list, when it is not the resource's own name. */
function listPath(resource: string, filter: Record<string, unknown>): { path: string; filter: Record<string, unknown> } {
  if (resource === 'deliveries') {
    const { webhook_id, ...rest } = filter;
    return { path: `webhooks/${String(webhook_id)}/deliveries`, filter: rest };
  }
  if (resource === 'outgoing-messages') return { path: 'admin/messages', filter };
  if (resource === 'audit-log') {
    // The time inputs give local times (or Dates): the API takes ISO 8601.
    const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : undefined);
    return { path: resource, filter: { ...filter, from: iso(filter.from), to: iso(filter.to) } };
  }
  return { path: resource, filter };
}

/** A record as a screen uses it: the detail's siblings (custom_fields) beside its fields. */
const detail = ({ record, ...siblings }: RecordReply): RaRecord => ({ ...siblings, ...record });

/** What changed between two versions of a record, for a PATCH. */
function changes(data: Record<string, unknown>, previous: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!previous) return data;
  return Object.fromEntries(Object.entries(data).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(previous[k])));
}

/** Fields a detail answers but no write takes. */
const READ_ONLY = new Set(['id', 'created_at', 'updated_at', 'created_by', 'created_date', 'invoice_number', 'total', 'read', 'read_by', 'key', 'secret', 'is_admin']);

/** A line as writes take it: its total is the server's to compute. */
const line = ({ title, quantity, rate }: { title?: unknown; quantity?: unknown; rate?: unknown }) => ({ title, quantity, rate });

const writable = (data: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(data)
      .filter(([k]) => !READ_ONLY.has(k))
      .map(([k, v]) => [k, k === 'items' && Array.isArray(v) ? v.map(line) : v]),
  );

/**
 * react-admin's data provider for the public /api: lists are
 * {records, meta:{total}} paged with page/limit (at most 100), ordered
 * with sort=-field, searched with search (react-admin's `q`), filtered by
 * query parameters; details are {record}; updates (PATCH, answered
 * {success, message}) are followed by a read of the record.
 */
export const dataProvider: DataProvider = {
  async getList(resource, params) {
    const { page = 1, perPage = 20 } = params.pagination ?? {};
    const { q, ...filters } = (params.filter ?? {}) as Record<string, unknown>;
    const { path, filter } = listPath(resource, filters);
    // The audit trail has one order, newest first.
    const sort = params.sort?.field && resource !== 'audit-log' ? `${params.sort.order === 'DESC' ? '-' : ''}${params.sort.field}` : undefined;
    const reply = await api<ListReply>(path, { query: { ...filter, search: q, page, limit: Math.min(perPage, 100), sort } });
    return { data: reply.records as never[], total: reply.meta?.total ?? reply.records.length };
  },

  async getOne(resource, params) {
    return { data: detail(await api<RecordReply>(`${resource}/${params.id}`)) as never };
  },

  async getMany(resource, params) {
    const data = await Promise.all(
      params.ids.map((id: Identifier) =>
        // A record deleted since it was referenced shows as missing; other errors stand.
        api<RecordReply>(`${resource}/${id}`).then(detail, (err: { status?: number }) => {
          if (err.status === 404) return { id, missing: true } as RaRecord;
          throw err;
        }),
      ),
    );
    return { data: data as never[] };
  },

  async getManyReference(resource, params) {
    return this.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
  },

  async create(resource, params) {
    const reply = await api<RecordReply>(resource, { method: 'POST', body: writable(params.data) });
    return { data: detail(reply) as never };
  },

  async update(resource, params) {
    const body = writable(changes(params.data, params.previousData));
    if (Object.keys(body).length) await api(`${resource}/${params.id}`, { method: 'PATCH', body });
    return this.getOne(resource, { id: params.id });
  },

  async updateMany(resource, params) {
    await Promise.all(params.ids.map((id) => api(`${resource}/${id}`, { method: 'PATCH', body: writable(params.data) })));
    return { data: params.ids };
  },

  async delete(resource, params) {
    await api(`${resource}/${params.id}`, { method: 'DELETE' });
    return { data: params.previousData ?? ({ id: params.id } as never) };
  },

  async deleteMany(resource, params) {
    for (const id of params.ids) await api(`${resource}/${id}`, { method: 'DELETE' });
    return { data: params.ids };
  },
};
