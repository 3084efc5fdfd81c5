import { createServiceRuntime, runProcess } from '@bms/platform';
import { serviceOf } from '@bms/protos';
import { type ContentConfig, contentConfig } from './config';
import { contentHandlers } from './server';

/** The content process: composition root; returns {start, stop}. */
export async function createContent(config: ContentConfig) {
  const rt = await createServiceRuntime('content', 'bms.content.v1.Content', config);
  rt.server.add({ definition: serviceOf('content').service, handlers: contentHandlers() });
  return { logger: rt.logger, start: () => rt.start(), stop: () => rt.stop() };
}

if (require.main === module) runProcess('content', () => createContent(contentConfig.load(process.env)));
