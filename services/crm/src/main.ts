import { modulesOf } from '@bms/contracts';
import { createServiceRuntime, moduleHandlers, type ModuleRules, runProcess, standardModule } from '@bms/platform';
import { serviceOf } from '@bms/protos';
import { clientEventData } from './clients/client.mapper';
import { ClientService } from './clients/client.service';
import { type CrmConfig, crmConfig } from './config';
import { ContractService } from './contracts/contract.service';
import { CustomFieldValues } from './custom-fields/custom-field-values';
import { customFieldRules } from './custom-fields/custom-field.rules';
import { EstimateRequestService } from './estimate-requests/estimate-request.service';
import { RequestFormService } from './estimate-requests/request-form.service';
import { estimateService } from './estimates/estimate.service';
import { leadRules } from './leads/lead.rules';
import { orderService } from './orders/order.service';
import { crmHandlers } from './server';

/** The crm process: composition root; returns {start, stop}. */
export async function createCrm(config: CrmConfig) {
  const rt = await createServiceRuntime('crm', 'bms.crm.v1.Crm', config);
  const { conn, counters, relay } = rt;
  // The modules declared with defineModule (@bms/contracts modules.ts), with their own rules beside
  // them. Leads and clients carry custom field values, read in the custom fields module's store
  // (when a request comes, after all are built); a contact belongs to a live client.
  const defs = modulesOf('crm');
  const customFields = new CustomFieldValues({ find: (filter) => modules[defs.findIndex((d) => d.name === 'CustomField')]!.resource.store.find(filter) });
  const rules: Record<string, () => ModuleRules> = { CustomField: customFieldRules, Lead: () => leadRules(customFields) };
  const parents = { 'crm.client': (id: number): Promise<boolean> => clients.isLive(id) };
  const modules = defs.map((def) => standardModule(def, rt, { rules: rules[def.name], parents }));
  const clients = new ClientService(conn, counters, relay, customFields);
  rt.serveRecords({ 'crm.client': { store: clients.resource.store, data: clientEventData } });
  const forms = new RequestFormService(conn, counters, relay);
  const services = {
    clients,
    estimates: estimateService(conn, counters, relay, clients),
    orders: orderService(conn, counters, relay, clients),
    contracts: new ContractService(conn, counters, relay, clients),
    forms,
    estimateRequests: new EstimateRequestService(conn, counters, relay, forms),
  };
  rt.server.add({ definition: serviceOf('crm').service, handlers: crmHandlers(services, moduleHandlers(modules)) });
  return { logger: rt.logger, start: () => rt.start(modules.flatMap((m) => m.subscriptions)), stop: () => rt.stop() };
}

if (require.main === module) runProcess('crm', () => createCrm(crmConfig.load(process.env)));
