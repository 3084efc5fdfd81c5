import type { billing } from '@bms/protos';
import type { AsyncHandlers } from '@bms/platform';
import type { InvoiceService } from './invoices/invoice.service';
import type { ItemCategoryService } from './item-categories/item-category.service';

const done = (message: string) => ({ success: true, message });

export function billingHandlers(s: { invoices: InvoiceService; itemCategories: ItemCategoryService }): AsyncHandlers<billing.BillingHandlers> {
  return {
    ListInvoices: (req, ctx) => s.invoices.list(req, ctx),
    GetInvoice: (req, ctx) => s.invoices.get(req.id, ctx),
    CreateInvoice: (req, ctx) => s.invoices.create(req, ctx),
    UpdateInvoice: (req, ctx) => s.invoices.update(req, ctx).then(() => done('Invoice updated.')),
    DeleteInvoice: (req, ctx) => s.invoices.delete(req.id, ctx).then(() => done('Invoice deleted.')),
    SendInvoice: (req, ctx) => s.invoices.send(req.id, ctx).then(() => done('Invoice sent.')),
    ...(s.itemCategories.resource.handlers('ItemCategory', 'ItemCategories') as Pick<
      AsyncHandlers<billing.BillingHandlers>,
      'ListItemCategories' | 'GetItemCategory' | 'CreateItemCategory' | 'UpdateItemCategory' | 'DeleteItemCategory' | 'RestoreItemCategory'
    >),
  };
}
