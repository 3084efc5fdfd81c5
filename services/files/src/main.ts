import { createServiceRuntime, runProcess } from '@bms/platform';
import { serviceOf } from '@bms/protos';
import { type FilesConfig, filesConfig } from './config';
import { filesHandlers } from './server';

/** The files process: composition root; returns {start, stop}. */
export async function createFiles(config: FilesConfig) {
  const rt = await createServiceRuntime('files', 'bms.files.v1.Files', config);
  rt.server.add({ definition: serviceOf('files').service, handlers: filesHandlers() });
  return { logger: rt.logger, start: () => rt.start(), stop: () => rt.stop() };
}

if (require.main === module) runProcess('files', () => createFiles(filesConfig.load(process.env)));
