import { createServiceRuntime, runProcess } from '@bms/platform';
import { serviceOf } from '@bms/protos';
import { clientSubscription } from './clients/client.events';
import { clientProjection } from './clients/client.view';
import { type BillingConfig, billingConfig } from './config';
import { InvoiceRepository } from './invoices/invoice.repository';
import { InvoiceService } from './invoices/invoice.service';
import { ItemCategoryService } from './item-categories/item-category.service';
import { billingHandlers } from './server';

/** The billing process: composition root; returns {start, stop}. */
export async function createBilling(config: BillingConfig) {
  const rt = await createServiceRuntime('billing', 'bms.billing.v1.Billing', config);
  const clients = clientProjection(rt.conn);
  const invoiceRepo = new InvoiceRepository(rt.conn, rt.counters, rt.relay, {
    prefix: config.INVOICE_NUMBER_PREFIX,
    digits: config.INVOICE_NUMBER_DIGITS,
  });
  const invoices = new InvoiceService(invoiceRepo, clients);
  const itemCategories = new ItemCategoryService(rt.conn, rt.counters, rt.relay);
  rt.server.add({ definition: serviceOf('billing').service, handlers: billingHandlers({ invoices, itemCategories }) });

  const subscriptions = [
    clientSubscription(clients, async (clientId, actor) => {
      await invoices.cancelDraftsOf(clientId, actor);
    }),
  ];
  return { logger: rt.logger, start: () => rt.start(subscriptions), stop: () => rt.stop() };
}

if (require.main === module) runProcess('billing', () => createBilling(billingConfig.load(process.env)));
