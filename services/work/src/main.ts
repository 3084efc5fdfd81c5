import { createServiceRuntime, runProcess } from '@bms/platform';
import { serviceOf } from '@bms/protos';
import { type WorkConfig, workConfig } from './config';
import { workHandlers } from './server';

/** The work process: composition root; returns {start, stop}. */
export async function createWork(config: WorkConfig) {
  const rt = await createServiceRuntime('work', 'bms.work.v1.Work', config);
  rt.server.add({ definition: serviceOf('work').service, handlers: workHandlers() });
  return { logger: rt.logger, start: () => rt.start(), stop: () => rt.stop() };
}

if (require.main === module) runProcess('work', () => createWork(workConfig.load(process.env)));
