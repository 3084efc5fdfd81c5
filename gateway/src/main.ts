import type * as http from 'node:http';
import { runProcess, startTracing } from '@bms/platform';
import { createGateway } from './app';
import { gatewayConfig } from './config';

/** The gateway process: composition root; returns {start, stop}. */
export function createGatewayProcess(config: ReturnType<typeof gatewayConfig.load>) {
  const tracing = startTracing('gateway', config.OTEL_EXPORTER_OTLP_ENDPOINT);
  const gw = createGateway(config);
  let server: http.Server | undefined;
  let metricsServer: http.Server | undefined;
  return {
    logger: gw.logger,
    async start() {
      const m = await gw.metrics.serve(config.METRICS_HOST, config.METRICS_PORT);
      metricsServer = m;
      return new Promise<number>((resolve, reject) => {
        server = gw.app.listen(config.PORT, config.HOST, () => {
          const addr = server!.address();
          const port = typeof addr === 'object' && addr ? addr.port : config.PORT;
          gw.logger.info({ port, host: config.HOST, metrics_port: m.port }, 'http listening');
          resolve(port);
        });
        server.keepAliveTimeout = 65_000;
        server.on('error', reject);
      });
    },
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
      await new Promise<void>((r) => (metricsServer ? metricsServer.close(() => r()) : r()));
      await tracing.shutdown();
      gw.logger.info('stopped');
    },
  };
}

if (require.main === module) runProcess('gateway', async () => createGatewayProcess(gatewayConfig.load(process.env)));
