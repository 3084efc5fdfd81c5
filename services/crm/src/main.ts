import { modulesOf } from '@bms/contracts';
import { createClient, createServiceRuntime, moduleHandlers, type ModuleOptions, runProcess, standardModule, UserDirectory } from '@bms/platform';
import { serviceOf } from '@bms/protos';
import { ClientDirectory, clientEventData } from './clients/client.directory';
import { clientRules } from './clients/client.rules';
import { type CrmConfig, crmConfig } from './config';
import { contactModule } from './contacts/contact.rules';
import { ContractService } from './contracts/contract.service';
import { ownedWithCustomFields } from './custom-fields/carried.rules';
import { CustomFieldValues } from './custom-fields/custom-field-values';
import { customFieldRules } from './custom-fields/custom-field.rules';
import { EstimateRequestService } from './estimate-requests/estimate-request.service';
import { RequestFormReads } from './estimate-requests/request-form.reads';
import { requestFormModule } from './estimate-requests/request-form.rules';
import { salesModule } from './sales/sales.rules';
import { crmHandlers } from './server';

/** The crm process: composition root; returns {start, stop}. */
export async function createCrm(config: CrmConfig) {
  const rt = await createServiceRuntime('crm', 'bms.crm.v1.Crm', config);
  const { conn, counters, relay } = rt;
  // A lead's or a client's owner is a user: identity is asked about one named (not a projection: it must exist now).
  const identity = createClient(serviceOf('identity'), config.IDENTITY_GRPC_URL);
  const users = new UserDirectory(identity, config.IDENTITY_TIMEOUT_MS);
  // The modules declared with defineModule (@bms/contracts modules.ts), with their own rules beside
  // them. Leads and clients carry custom field values, read in the custom fields module's store
  // (when a request comes, after all are built); a contact, an estimate and an order are of a live client.
  const defs = modulesOf('crm');
  const storeOf = (name: string) => modules[defs.findIndex((d) => d.name === name)]!.resource.store;
  const customFields = new CustomFieldValues({ find: (filter) => storeOf('CustomField').find(filter) });
  const own: Record<string, ModuleOptions> = {
    Contact: contactModule(),
    CustomField: { rules: customFieldRules },
    Lead: { rules: () => ownedWithCustomFields('leads', customFields, users) },
    Client: { rules: () => clientRules(customFields, users) },
    Estimate: salesModule({ start: 'estimate_date', end: 'valid_until' }, () => clients),
    Order: salesModule({ start: 'order_date', end: 'due_date' }, () => clients),
    RequestForm: requestFormModule(counters),
  };
  const parents = { 'crm.client': (id: number): Promise<boolean> => clients.isLive(id) };
  const modules = defs.map((def) => standardModule(def, rt, { parents, ...own[def.name] }));
  const clients = new ClientDirectory(storeOf('Client'));
  rt.serveRecords({ 'crm.client': { store: clients.store, data: clientEventData } });
  const forms = new RequestFormReads(modules[defs.findIndex((d) => d.name === 'RequestForm')]!);
  const services = {
    clients,
    contracts: new ContractService(conn, counters, relay, clients),
    forms,
    estimateRequests: new EstimateRequestService(conn, counters, relay, forms),
  };
  rt.server.add({ definition: serviceOf('crm').service, handlers: crmHandlers(services, moduleHandlers(modules)) });
  return {
    logger: rt.logger,
    start: () => rt.start(modules.flatMap((m) => m.subscriptions)),
    async stop() {
      await rt.stop();
      identity.close();
    },
  };
}

if (require.main === module) runProcess('crm', () => createCrm(crmConfig.load(process.env)));
