import { api } from '../api/http-client';

/**
 * What the dashboard reads, all from the public lists (docs/console.md:
 * the dashboard's API calls): counts from meta.total of one-record pages, and sums from
 * at most MAX_PAGES pages of 100 records with only the fields needed.
 */
export const MAX_PAGES = 5;
const PAGE = 100;

interface List<T> {
  records: T[];
  meta: { total: number };
}

/** How many records a filtered list holds (one record read). */
export async function count(path: string, filter: Record<string, unknown> = {}): Promise<number> {
  return (await api<List<unknown>>(path, { query: { ...filter, limit: 1, fields: 'id' } })).meta.total;
}

/** Up to MAX_PAGES pages of a list; `complete` says whether that was all of it. */
export async function pages<T>(path: string, query: Record<string, unknown>, stop?: (r: T) => boolean): Promise<{ records: T[]; complete: boolean }> {
  const records: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const reply = await api<List<T>>(path, { query: { ...query, page, limit: PAGE } });
    const cut = stop ? reply.records.findIndex(stop) : -1;
    records.push(...(cut >= 0 ? reply.records.slice(0, cut) : reply.records));
    if (cut >= 0 || page * PAGE >= reply.meta.total) return { records, complete: true };
  }
  return { records, complete: false };
}

export interface OpenInvoice {
  status: 'draft' | 'sent';
  total: number;
  due_date: string;
}

export async function invoiceFigures() {
  const [draft, sent, cancelled] = await Promise.all(['draft', 'sent', 'cancelled'].map((status) => count('invoices', { status })));
  const open = await Promise.all(
    (['draft', 'sent'] as const).map((status) => pages<OpenInvoice>('invoices', { status, fields: 'status,total,due_date', sort: '-id' })),
  );
  const records = open.flatMap((o) => o.records);
  const byMonth = new Map<string, { month: string; draft: number; sent: number }>();
  for (const r of records) {
    const month = r.due_date.slice(0, 7);
    const row = byMonth.get(month) ?? { month, draft: 0, sent: 0 };
    row[r.status] = Math.round((row[r.status] + r.total) * 100) / 100;
    byMonth.set(month, row);
  }
  const sum = (s: string) => Math.round(records.filter((r) => r.status === s).reduce((a, r) => a + r.total * 100, 0)) / 100;
  return {
    counts: { draft, sent, cancelled },
    due: { draft: sum('draft'), sent: sum('sent') },
    byMonth: [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month)),
    complete: open.every((o) => o.complete),
  };
}

export async function taskFigures(today: string) {
  const statuses = ['not_started', 'in_progress', 'done'] as const;
  const counts = await Promise.all(statuses.map((status) => count('tasks', { status })));
  const open = await Promise.all(
    (['not_started', 'in_progress'] as const).map((status) => pages<{ deadline: string | null }>('tasks', { status, fields: 'deadline,status', sort: '-id' })),
  );
  const overdue = open.flatMap((o) => o.records).filter((t) => t.deadline && t.deadline < today).length;
  return {
    byStatus: statuses.map((s, i) => ({ status: s.replace('_', ' '), count: counts[i] ?? 0 })),
    overdue,
    complete: open.every((o) => o.complete),
  };
}

/** Monday of the week of a YYYY-MM-DD date. */
export function weekOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

export async function leadFigures(today: string, weeks = 8) {
  const first = new Date(`${weekOf(today)}T00:00:00Z`);
  first.setUTCDate(first.getUTCDate() - 7 * (weeks - 1));
  const since = first.toISOString().slice(0, 10);
  const { records, complete } = await pages<{ created_at: string }>('leads', { sort: '-created_at', fields: 'created_at' }, (r) => r.created_at < since);
  const rows = Array.from({ length: weeks }, (_, i) => {
    const d = new Date(first);
    d.setUTCDate(d.getUTCDate() + 7 * i);
    return { week: d.toISOString().slice(0, 10), leads: 0 };
  });
  for (const r of records) {
    const row = rows.find((w) => w.week === weekOf(r.created_at));
    if (row) row.leads++;
  }
  return { rows, complete };
}

export interface Activity {
  kind: string;
  id: number;
  label: string;
  at: string;
  deleted: boolean;
  link: string;
}

const FEEDS = [
  { path: 'clients', kind: 'Client', label: (r: Record<string, unknown>) => String(r.company_name ?? '') },
  { path: 'leads', kind: 'Lead', label: (r: Record<string, unknown>) => String(r.company_name ?? '') },
  { path: 'tasks', kind: 'Task', label: (r: Record<string, unknown>) => String(r.title ?? '') },
  { path: 'invoices', kind: 'Invoice', label: (r: Record<string, unknown>) => String(r.invoice_number ?? '') },
] as const;

/**
 * The latest changes (created, changed, deleted) of the records the user
 * may read: each list ordered by updated_at, deletions included. Lists the
 * user may not read are left out.
 */
export async function recentActivity(perFeed = 8): Promise<Activity[]> {
  const feeds = await Promise.all(
    FEEDS.map((f) =>
      api<List<Record<string, unknown>>>(f.path, { query: { sort: '-updated_at', limit: perFeed, include_deleted: 'true' } }).then(
        (l) =>
          l.records.map((r) => ({
            kind: f.kind,
            id: Number(r.id),
            label: r.deleted_at ? `#${String(r.id)}` : f.label(r),
            at: String(r.updated_at),
            deleted: !!r.deleted_at,
            link: `/${f.path}/${String(r.id)}/show`,
          })),
        () => [] as Activity[],
      ),
    ),
  );
  return feeds
    .flat()
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, 15);
}
