import { createServiceRuntime, runProcess } from '@bms/platform';
import { serviceOf } from '@bms/protos';
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
  rt.server.add({ definition: serviceOf('crm').service, handlers: crmHandlers(services) });
  return { logger: rt.logger, start: () => rt.start(), stop: () => rt.stop() };
}

if (require.main === module) runProcess('crm', () => createCrm(crmConfig.load(process.env)));
