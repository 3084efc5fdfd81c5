import * as path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { ChildProcess } from 'node:child_process';
import { createLogger } from '@bms/platform';
import { createGateway } from '@bms/gateway/app';
import { gatewayConfig } from '@bms/gateway/config';
import { gatewayEnv, lib, readStack } from './stack';

export interface RunningGateway {
  base: string;
  /** its Prometheus metrics (a gateway in this process) */
  metrics?: () => Promise<string>;
  close(): Promise<void>;
}

/** A gateway in this process, listening on a free port of 127.0.0.1. */
export async function listeningGateway(extra: Record<string, string> = {}): Promise<RunningGateway> {
  const gw = createGateway(gatewayConfig.load(gatewayEnv(extra)), createLogger('gateway', 'silent'));
  const server = gw.server();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    metrics: () => gw.metrics.registry.metrics(),
    async close() {
      gw.drain();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await gw.close();
    },
  };
}

/** A gateway as its own process (gateway/dist/main.js), as a second replica runs. */
export async function gatewayProcess(extra: Record<string, string> = {}, logName = 'gateway-changes'): Promise<RunningGateway & { child: ChildProcess }> {
  const p = lib.startProcess('gateway', process.execPath, [path.join(lib.root, 'gateway', 'dist', 'main.js')], {
    env: { PATH: process.env.PATH, ...gatewayEnv({ LOG_LEVEL: 'info', PORT: '0', METRICS_PORT: '0', ...extra }) },
    ready: /"port":(\d+).*?"msg":"http listening"|"msg":"http listening".*?"port":(\d+)/,
    logFile: path.join(readStack().dir, `${logName}.log`),
  });
  const m = await p.started;
  return {
    child: p.child,
    base: `http://127.0.0.1:${m[1] ?? m[2]}`,
    close: () => lib.stopProcess(p.child, 5_000),
  };
}
