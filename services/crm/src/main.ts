import { createServiceRuntime, runProcess } from '@bms/platform';
import { serviceOf } from '@bms/protos';
import { ClientService } from './clients/client.service';
import { type CrmConfig, crmConfig } from './config';
import { crmHandlers } from './server';

/** The crm process: composition root; returns {start, stop}. */
export async function createCrm(config: CrmConfig) {
  const rt = await createServiceRuntime('crm', 'bms.crm.v1.Crm', config);
  const clients = new ClientService(rt.conn, rt.counters, rt.relay);
  rt.server.add({ definition: serviceOf('crm').service, handlers: crmHandlers({ clients }) });
  return { logger: rt.logger, start: () => rt.start(), stop: () => rt.stop() };
}

if (require.main === module) runProcess('crm', () => createCrm(crmConfig.load(process.env)));
