import { invoices } from '@bms/contracts';
import type { billing } from '@bms/protos';
import {
  type AuthedContext,
  Conflict,
  Contended,
  dropDefaults,
  itemsTotal,
  newEvent,
  NotFound,
  type Page,
  parseInput,
  parseListRequest,
  parseUpdate,
} from '@bms/platform';
import type { ClientDirectory } from '../clients/client.directory';
import { invoiceEventData, toInvoice, toInvoiceSheet, toInvoiceSummary } from './invoice.mapper';
import type { InvoiceDoc } from './invoice.model';
import { renderInvoicePdf } from './invoice.pdf';
import type { InvoiceRepository } from './invoice.repository';

const MODULE = 'invoices';

interface UpdateRequest {
  id: number;
  input?: unknown;
  update_mask: string[];
}

/**
 * Invoices (SPEC 2.5, 4.5): created as drafts for a known client, with a
 * number from a counter and a total computed in minor units; changed or
 * deleted only while draft; sent once (draft → sent).
 */
export class InvoiceService {
  constructor(
    private readonly repo: InvoiceRepository,
    private readonly clients: ClientDirectory,
  ) {}

  async list(req: object, ctx: AuthedContext): Promise<Page<billing.InvoiceSummary>> {
    ctx.caller.require(MODULE, 'read');
    const { q, list } = parseListRequest(invoices.invoiceListQuery, req, ['due_date']);
    const filter = { ...(q.status ? { status: q.status } : {}), ...(q.client_id ? { client_id: q.client_id } : {}) };
    return this.repo.page(filter, q, toInvoiceSummary, list);
  }

  async get(id: number, ctx: AuthedContext): Promise<billing.InvoiceRecord> {
    ctx.caller.require(MODULE, 'read');
    return { record: toInvoice(await this.find(id)) };
  }

  /** The invoice as a PDF document, named after its number; for whoever may read it. */
  async renderPdf(id: number, ctx: AuthedContext): Promise<billing.InvoicePdf> {
    ctx.caller.require(MODULE, 'read');
    const inv = await this.find(id);
    const client = await this.clients.describe(inv.client_id);
    return { file_name: `${inv.invoice_number}.pdf`, content: await renderInvoicePdf(toInvoiceSheet(inv, client)) };
  }

  async create(req: { input?: unknown }, ctx: AuthedContext): Promise<billing.InvoiceRecord> {
    ctx.caller.require(MODULE, 'create');
    const b = parseInput(invoices.invoiceBody, dropDefaults((req.input ?? {}) as object));
    // A retry of a create that was done (its answer lost) gets that invoice, before the client is checked
    // again: deleted since (its draft then cancelled) or crm out of reach, the invoice was made all the same.
    const made = ctx.idempotency && (await this.repo.store.madeUnder(ctx.idempotency));
    if (made) return { record: toInvoice(made) };
    await this.requireClient(b.client_id, ctx);
    const doc = await this.repo.create(
      {
        client_id: b.client_id,
        status: 'draft',
        items: b.items,
        total: itemsTotal(b.items),
        due_date: b.due_date,
        created_by: ctx.caller.user_id,
      },
      (d) => newEvent('billing.invoice.created', invoiceEventData(d), ctx.caller.user_id),
      ctx.idempotency,
    );
    return { record: toInvoice(await this.cancelIfClientGone(doc, ctx.caller.user_id)) };
  }

  /** PUT replaces client, items and due date; PATCH changes those sent. Drafts only. */
  async update(req: UpdateRequest, ctx: AuthedContext): Promise<void> {
    ctx.caller.require(MODULE, 'update');
    const b = parseUpdate(invoices.invoiceBody, { ...(req.input as object) }, req.update_mask);
    const before = await this.find(req.id);
    this.requireDraft(before, 'changed');
    if (b.client_id !== undefined && b.client_id !== before.client_id) await this.requireClient(b.client_id, ctx);
    const changes: Partial<InvoiceDoc> = {};
    if (b.client_id !== undefined) changes.client_id = b.client_id;
    if (b.due_date !== undefined) changes.due_date = b.due_date;
    if (b.items !== undefined) Object.assign(changes, { items: b.items, total: itemsTotal(b.items) });
    const done = await this.repo.updateDraft(req.id, changes, (after) =>
      newEvent('billing.invoice.updated', invoiceEventData(after), ctx.caller.user_id),
    );
    if (!done) return this.lostRace(req.id, 'changed');
    if (changes.client_id !== undefined && changes.client_id !== before.client_id) await this.cancelIfClientGone(done, ctx.caller.user_id);
  }

  async delete(id: number, ctx: AuthedContext): Promise<void> {
    ctx.caller.require(MODULE, 'delete');
    this.requireDraft(await this.find(id), 'deleted');
    const gone = await this.repo.deleteDraft(id, (d) => newEvent('billing.invoice.deleted', { id: d._id }, ctx.caller.user_id));
    if (!gone) await this.lostRace(id, 'deleted');
  }

  /** draft → sent; emits billing.invoice.sent. */
  async send(id: number, ctx: AuthedContext): Promise<void> {
    ctx.caller.require(MODULE, 'update');
    this.requireDraft(await this.find(id), 'sent');
    const sentAt = new Date();
    const done = await this.repo.updateDraft(id, { status: 'sent', sent_at: sentAt }, (d) =>
      newEvent('billing.invoice.sent', invoiceEventData({ ...d, status: 'sent' }), ctx.caller.user_id),
    );
    if (!done) await this.lostRace(id, 'sent');
  }

  /** A deleted client's drafts become cancelled; sent invoices are kept. Safe to repeat. */
  async cancelDraftsOf(clientId: number, actor: number): Promise<number> {
    let cancelled = 0;
    for (;;) {
      const batch = await this.repo.draftsOf(clientId, 200);
      if (!batch.length) return cancelled;
      for (const inv of batch) if (await this.cancel(inv._id, actor)) cancelled++;
    }
  }

  /** A draft → cancelled, with billing.invoice.cancelled; null when it is no longer a draft. */
  private cancel(id: number, actor: number): Promise<InvoiceDoc | null> {
    return this.repo.updateDraft(id, { status: 'cancelled' }, (d) =>
      newEvent('billing.invoice.cancelled', invoiceEventData({ ...d, status: 'cancelled' }), actor),
    );
  }

  /**
   * A draft just written for a client whose deletion billing handled between
   * the check of the client and the write (its cancelling then found no such
   * draft): cancelled as that client's other drafts were. The deletion is
   * marked before its drafts are looked for, and this looks after the write,
   * so one of the two sees the other. The invoice as it now is.
   */
  private async cancelIfClientGone(inv: InvoiceDoc, actor: number): Promise<InvoiceDoc> {
    if (inv.status !== 'draft' || !(await this.clients.isDeleted(inv.client_id))) return inv;
    return (await this.cancel(inv._id, actor)) ?? (await this.repo.byId(inv._id)) ?? inv;
  }

  private async find(id: number): Promise<InvoiceDoc> {
    const doc = await this.repo.byId(id);
    if (!doc) throw new NotFound('Invoice not found.');
    return doc;
  }

  private requireDraft(inv: InvoiceDoc, verb: string): void {
    if (inv.status !== 'draft') throw new Conflict(`Only a draft invoice can be ${verb}; this one is ${inv.status}.`);
  }

  /** After a guarded write matched nothing: the invoice left draft, or is gone. */
  private async lostRace(id: number, verb: string): Promise<never> {
    this.requireDraft(await this.find(id), verb);
    throw new Contended('The invoice changed meanwhile; try again.');
  }

  private requireClient(clientId: number, ctx: AuthedContext): Promise<void> {
    return this.clients.require(clientId, ctx);
  }
}
