import { defineModule } from '../module';
import { salesDocumentSchemas } from './sales.schema';

/**
 * A module of priced documents for a client (estimates, orders): the same
 * module but for its names, its two dates and its statuses. Its rules
 * (services/crm/src/sales/sales.rules.ts) check the client and the dates
 * and price the lines; a search also matches the client's name.
 */
export function salesModule<const N extends string, const P extends string, const S extends string, const E extends string, const St extends readonly [string, ...string[]]>(m: {
  name: N;
  plural: P;
  path: string;
  permission: string;
  dates: [S, E];
  statuses: St;
  initial: St[number];
}) {
  const schemas = salesDocumentSchemas(m.dates[0], m.dates[1], m.statuses, m.initial);
  return defineModule({
    service: 'crm',
    name: m.name,
    plural: m.plural,
    path: m.path,
    tag: m.plural,
    permission: m.permission,
    body: schemas.body,
    filters: schemas.filters,
    record: schemas.record,
    summary: schemas.summary,
    search: ['items.title'],
    searchHelp: "prefix of a word of an item's title or of the client's name",
    eventFields: ['client_id', 'status', 'total'],
    defaults: { status: m.initial, note: '' },
  });
}
