import type * as http from 'node:http';
import { closeGracefully, runProcess, startTracing } from '@bms/platform';
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
      const m = await gw.metrics.serve(config.METRICS_HOST, config.METRICS_PORT, gw.logger);
      metricsServer = m;
      return new Promise<number>((resolve, reject) => {
        server = gw.server();
        server.listen(config.PORT, config.HOST, () => {
          const addr = server!.address();
          const port = typeof addr === 'object' && addr ? addr.port : config.PORT;
          gw.logger.info({ port, host: config.HOST, metrics_port: m.port }, 'http listening');
          resolve(port);
        });
        server.keepAliveTimeout = 65_000;
        server.on('error', reject);
      });
    },
    /**
     * Reports not ready and, after SHUTDOWN_DELAY_MS (while load balancers
     * stop sending), stops taking connections but answers every request already
     * sent (closeGracefully); responses close their connections; what is still
     * open after the deadline is cut.
     */
    async stop() {
      gw.drain();
      if (config.SHUTDOWN_DELAY_MS) await new Promise((r) => setTimeout(r, config.SHUTDOWN_DELAY_MS));
      if (server) await closeGracefully(server, gw.inFlight, config.SHUTDOWN_TIMEOUT_MS);
      await gw.close();
      await new Promise<void>((r) => (metricsServer ? metricsServer.close(() => r()) : r()));
      await tracing.shutdown();
      gw.logger.info('stopped');
    },
  };
}

if (require.main === module) runProcess('gateway', async () => createGatewayProcess(gatewayConfig.load(process.env)));
