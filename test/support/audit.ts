import type { audit } from '@bms/contracts';
import { type Api, bearer, eventually } from './harness';

/** An entry as the API answers it (its schema in @bms/contracts). */
export type Entry = audit.AuditEntry;

/** The entries of a record, newest first, once there are `count` of them (the trail is fed by events, a moment after the write). */
export async function historyOf(api: Api, admin: string, module: string, id: number, count: number, timeoutMs = 10_000): Promise<Entry[]> {
  let entries: Entry[] = [];
  await eventually(async () => {
    const res = await api.get('/api/audit-log').query({ module, record_id: id, limit: 100 }).set(bearer(admin));
    expect(res.status).toBe(200);
    entries = res.body.records;
    expect(entries.length).toBeGreaterThanOrEqual(count);
  }, timeoutMs);
  return entries;
}

export interface Verified {
  ok: boolean;
  checked: number;
  broken: { id: number; reason: string } | null;
  head_id: number;
}

/** The whole chain checked through the API, range after range; the last answer, with every range's count added up. */
export async function verifyAll(api: Api, admin: string, limit = 5000): Promise<Verified> {
  let after = 0;
  let checked = 0;
  for (;;) {
    const res = await api.get('/api/audit-log/verify').query({ ...(after ? { after } : {}), limit }).set(bearer(admin));
    expect(res.status).toBe(200);
    checked += res.body.checked;
    if (!res.body.ok || res.body.next_after === null) return { ...res.body, checked };
    after = res.body.next_after;
  }
}

/** The rows of a CSV text (RFC 4180: quoted cells, doubled quotes, CRLF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}
