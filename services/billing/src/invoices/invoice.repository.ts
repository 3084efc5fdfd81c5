import type mongoose from 'mongoose';
import type { Counters, EventEnvelope, IdempotencyClaim, ListOptions, OutboxRelay, Page, PageQuery } from '@bms/platform';
import { Store } from '@bms/platform';
import { type InvoiceDoc, type InvoiceStatus, invoiceModel } from './invoice.model';

type Fields = Omit<InvoiceDoc, '_id' | 'created_at' | 'updated_at' | 'invoice_number'>;
type Event = (doc: InvoiceDoc) => EventEnvelope<unknown>;

const NUMBER_COUNTER = 'invoice_number';

/** The only code that queries invoices. */
export class InvoiceRepository {
  readonly store: Store<InvoiceDoc>;

  constructor(
    conn: mongoose.Connection,
    private readonly counters: Counters,
    relay: OutboxRelay,
    private readonly numbering: { prefix: string; digits: number },
  ) {
    this.store = new Store(invoiceModel(conn), counters, relay);
  }

  numberOf(n: number): string {
    return `${this.numbering.prefix}${String(n).padStart(this.numbering.digits, '0')}`;
  }

  /**
   * Inserts with the next invoice number. The counter's atomic $inc gives
   * each concurrent create its own number; the unique index decides, so a
   * lost counter can never hand a number out twice.
   */
  async create(fields: Fields, event: (doc: InvoiceDoc) => EventEnvelope<unknown>, claim?: IdempotencyClaim): Promise<InvoiceDoc> {
    // A retry of a create that was done takes no number.
    const made = claim && (await this.store.madeUnder(claim));
    if (made) return made;
    return this.counters.insertNumbered(
      NUMBER_COUNTER,
      (n) => this.store.create({ ...fields, invoice_number: this.numberOf(n) }, event, claim),
      async (n) => !!(await this.store.model.exists({ invoice_number: this.numberOf(n) })),
    );
  }

  byId(id: number): Promise<InvoiceDoc | null> {
    return this.store.findById(id);
  }

  page<T>(
    filter: { status?: InvoiceStatus; client_id?: number },
    page: PageQuery,
    map: (d: InvoiceDoc) => T,
    list?: ListOptions,
  ): Promise<Page<T>> {
    return this.store.page({ ...filter }, page, map, { list });
  }

  /** Changes a draft; null when there is no draft with this id. */
  updateDraft(id: number, changes: Partial<InvoiceDoc>, event: Event): Promise<InvoiceDoc | null> {
    return this.store.update(id, changes, event, { status: 'draft' });
  }

  deleteDraft(id: number, event: Event): Promise<InvoiceDoc | null> {
    return this.store.softDelete(id, event, undefined, { status: 'draft' });
  }

  draftsOf(clientId: number, limit: number): Promise<InvoiceDoc[]> {
    return this.store.find({ client_id: clientId, status: 'draft' }, limit);
  }
}
