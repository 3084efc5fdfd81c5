import type { identity } from '@bms/protos';

/** An audit entry as the API answers it: its changes as the object they are. */
export function auditEntryOf(e: identity.AuditEntry__Output): Record<string, unknown> {
  const { changes_json, ...rest } = e;
  return { ...rest, changes: JSON.parse(changes_json || '{}') as unknown };
}

export const CSV_COLUMNS = [
  'id',
  'occurred_at',
  'recorded_at',
  'user_id',
  'api_key_id',
  'address',
  'request_id',
  'module',
  'record_id',
  'action',
  'version',
  'changes',
  'prev_hash',
  'hash',
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line
 * break, quotes doubled. A text a spreadsheet would run as a formula (it
 * starts with =, +, -, @, a tab or a carriage return) is written with a
 * leading apostrophe, which makes it text (OWASP, CSV injection).
 */
export function csvCell(v: unknown): string {
  if (v === null || v === undefined) return '';
  let s = typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvRow = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** An entry as one CSV row, in CSV_COLUMNS order (changes as JSON). */
export const csvRowOf = (entry: Record<string, unknown>) => csvRow(CSV_COLUMNS.map((c) => entry[c]));
