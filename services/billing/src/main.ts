import { modulesOf } from '@bms/contracts';
import { createClient, createServiceRuntime, moduleHandlers, runProcess, standardModule } from '@bms/platform';
import { serviceOf } from '@bms/protos';
import { ClientDirectory } from './clients/client.directory';
import { clientSubscription } from './clients/client.events';
import { clientProjection } from './clients/client.view';
import { type BillingConfig, billingConfig } from './config';
import { InvoiceRepository } from './invoices/invoice.repository';
import { InvoiceService } from './invoices/invoice.service';
import { billingHandlers } from './server';

/** The billing process: composition root; returns {start, stop}. */
export async function createBilling(config: BillingConfig) {
  const rt = await createServiceRuntime('billing', 'bms.billing.v1.Billing', config);
  const clients = clientProjection(rt.conn);
  const invoiceRepo = new InvoiceRepository(rt.conn, rt.counters, rt.relay, {
    prefix: config.INVOICE_NUMBER_PREFIX,
    digits: config.INVOICE_NUMBER_DIGITS,
  });
  const crm = createClient(serviceOf('crm'), config.CRM_GRPC_URL);
  const invoices = new InvoiceService(invoiceRepo, new ClientDirectory(clients, crm));
  // The modules declared with defineModule (@bms/contracts modules.ts): item categories.
  const modules = modulesOf('billing').map((def) => standardModule(def, rt));
  rt.server.add({ definition: serviceOf('billing').service, handlers: billingHandlers({ invoices }, moduleHandlers(modules)) });

  const subscriptions = [
    clientSubscription(clients, async (clientId, actor) => {
      await invoices.cancelDraftsOf(clientId, actor);
    }, config.CRM_GRPC_URL),
  ];
  return {
    logger: rt.logger,
    start: () => rt.start(subscriptions),
    stop: async () => {
      await rt.stop();
      crm.close();
    },
  };
}

if (require.main === module) runProcess('billing', () => createBilling(billingConfig.load(process.env)));
