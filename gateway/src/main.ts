import type * as http from 'node:http';
import { runProcess } from '@bms/platform';
import { createGateway } from './app';
import { gatewayConfig } from './config';

/** The gateway process: composition root; returns {start, stop}. */
export function createGatewayProcess(config: ReturnType<typeof gatewayConfig.load>) {
  const gw = createGateway(config);
  let server: http.Server | undefined;
  return {
    logger: gw.logger,
    start: () =>
      new Promise<number>((resolve, reject) => {
        server = gw.app.listen(config.PORT, config.HOST, () => {
          const addr = server!.address();
          const port = typeof addr === 'object' && addr ? addr.port : config.PORT;
          gw.logger.info({ port, host: config.HOST }, 'http listening');
          resolve(port);
        });
        server.keepAliveTimeout = 65_000;
        server.on('error', reject);
      }),
    async stop() {
      await new Promise<void>((resolve) => {
        if (!server) return resolve();
        const timer = setTimeout(() => {
          server?.closeAllConnections();
          resolve();
        }, config.SHUTDOWN_TIMEOUT_MS);
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        server.closeIdleConnections();
      });
      await gw.close();
      gw.logger.info('stopped');
    },
  };
}

if (require.main === module) runProcess('gateway', async () => createGatewayProcess(gatewayConfig.load(process.env)));
