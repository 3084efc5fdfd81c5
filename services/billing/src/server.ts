import type { modulesOf } from '@bms/contracts';
import type { billing } from '@bms/protos';
import type { AsyncHandlers, ModuleHandlersOf } from '@bms/platform';
import type { InvoiceService } from './invoices/invoice.service';

const done = (message: string) => ({ success: true, message });

/** billing's handler map: invoices, and the modules declared with defineModule (`modules`). */
export function billingHandlers(s: { invoices: InvoiceService }, modules: ModuleHandlersOf<ReturnType<typeof modulesOf<'billing'>>>): AsyncHandlers<billing.BillingHandlers> {
  return {
    ...modules,
    ListInvoices: (req, ctx) => s.invoices.list(req, ctx),
    GetInvoice: (req, ctx) => s.invoices.get(req.id, ctx),
    CreateInvoice: (req, ctx) => s.invoices.create(req, ctx),
    UpdateInvoice: (req, ctx) => s.invoices.update(req, ctx).then(() => done('Invoice updated.')),
    DeleteInvoice: (req, ctx) => s.invoices.delete(req.id, ctx).then(() => done('Invoice deleted.')),
    RenderInvoicePdf: (req, ctx) => s.invoices.renderPdf(req.id, ctx),
    SendInvoice: (req, ctx) => s.invoices.send(req.id, ctx).then(() => done('Invoice sent.')),
  };
}
