import mongoose from 'mongoose';
import { isoDay, storedSchema } from '@bms/platform';
import type { SalesDoc } from './sales-document';

/** The two dates of a kind of sales document, by name. */
export interface SalesDates {
  start: string;
  end: string;
}

/** The stored form of a kind of sales document (estimates, orders), with its list indexes. */
export function salesDocumentModel(conn: mongoose.Connection, name: string, collection: string, dates: SalesDates) {
  const schema = storedSchema<SalesDoc>({
    client_id: Number,
    [dates.start]: String,
    [dates.end]: String,
    status: String,
    items: mongoose.Schema.Types.Mixed,
    total: Number,
    note: String,
    created_by: Number,
    search_terms: [String],
  });
  // One index per list filter, each ending in the list order (newest first).
  schema.index({ client_id: 1, _id: -1 });
  schema.index({ status: 1, _id: -1 });
  schema.index({ search_terms: 1 });
  return conn.model<SalesDoc>(name, schema, collection);
}

/** A sales document as lists, details and events show it. */
export function salesMappers(dates: SalesDates, toLineItems: (items: SalesDoc['items']) => unknown) {
  const dateFields = (d: SalesDoc) => {
    const doc = d as unknown as Record<string, string | undefined>;
    return { [dates.start]: doc[dates.start], [dates.end]: doc[dates.end] || undefined };
  };
  return {
    toListItem: (d: SalesDoc) => ({
      id: d._id,
      client_id: d.client_id,
      ...dateFields(d),
      status: d.status,
      total: d.total,
      created_at: isoDay(d.created_at),
    }),
    toRecord: (d: SalesDoc) => ({
      id: d._id,
      client_id: d.client_id,
      ...dateFields(d),
      status: d.status,
      items: toLineItems(d.items),
      total: d.total,
      note: d.note ?? '',
      created_by: d.created_by ?? 0,
      created_at: isoDay(d.created_at),
      updated_at: d.updated_at.toISOString(),
    }),
    /** What crm.<kind>.* events carry. */
    eventData: (d: SalesDoc) => ({ id: d._id, client_id: d.client_id, status: d.status, total: d.total }),
  };
}
