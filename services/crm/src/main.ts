import { modulesOf } from '@bms/contracts';
import { createServiceRuntime, moduleHandlers, runProcess, standardModule } from '@bms/platform';
import { serviceOf } from '@bms/protos';
import { clientEventData } from './clients/client.mapper';
import { ClientService } from './clients/client.service';
import { type CrmConfig, crmConfig } from './config';
import { ContractService } from './contracts/contract.service';
import { CustomFieldService } from './custom-fields/custom-field.service';
import { EstimateRequestService } from './estimate-requests/estimate-request.service';
import { RequestFormService } from './estimate-requests/request-form.service';
import { estimateService } from './estimates/estimate.service';
import { LeadService } from './leads/lead.service';
import { orderService } from './orders/order.service';
import { crmHandlers } from './server';

/** The crm process: composition root; returns {start, stop}. */
export async function createCrm(config: CrmConfig) {
  const rt = await createServiceRuntime('crm', 'bms.crm.v1.Crm', config);
  const { conn, counters, relay } = rt;
  const customFields = new CustomFieldService(conn, counters, relay);
  const clients = new ClientService(conn, counters, relay, customFields.values);
  rt.serveRecords({ 'crm.client': { store: clients.resource.store, data: clientEventData } });
  const forms = new RequestFormService(conn, counters, relay);
  const services = {
    clients,
    customFields,
    leads: new LeadService(conn, counters, relay, customFields.values),
    estimates: estimateService(conn, counters, relay, clients),
    orders: orderService(conn, counters, relay, clients),
    contracts: new ContractService(conn, counters, relay, clients),
    forms,
    estimateRequests: new EstimateRequestService(conn, counters, relay, forms),
  };
  // The modules declared with defineModule (@bms/contracts modules.ts): a contact belongs to a live client.
  const modules = modulesOf('crm').map((def) => standardModule(def, rt, { parents: { 'crm.client': (id) => clients.isLive(id) } }));
  rt.server.add({ definition: serviceOf('crm').service, handlers: crmHandlers(services, moduleHandlers(modules)) });
  return { logger: rt.logger, start: () => rt.start(modules.flatMap((m) => m.subscriptions)), stop: () => rt.stop() };
}

if (require.main === module) runProcess('crm', () => createCrm(crmConfig.load(process.env)));
