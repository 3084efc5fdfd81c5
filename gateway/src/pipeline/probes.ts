import type express from 'express';
import { isServing } from '@bms/platform';
import type { Backends } from './clients';

/** Requests in flight, and draining: what a stopping gateway needs to know and say. */
export interface Lifecycle {
  inFlight(): number;
  /** From now on: not ready, and every response closes its connection. */
  drain(): void;
}

/**
 * Counts requests in flight (and closes connections once draining), and
 * answers the probes outside /api and its limits: /healthz always, /readyz
 * when every service and Redis answer.
 */
export function probes(app: express.Express, backends: Pick<Backends, 'clients' | 'redis'>): Lifecycle {
  let inFlight = 0;
  let draining = false;
  app.use((_req, res, next) => {
    inFlight++;
    // 'close' comes once for every response, finished or cut off.
    res.once('close', () => inFlight--);
    if (draining) res.setHeader('Connection', 'close');
    next();
  });
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    if (draining) {
      res.status(503).json({ status: 'stopping', checks: {} });
      return;
    }
    const checks: Record<string, boolean> = {};
    await Promise.all([
      ...Object.entries(backends.clients).map(async ([name, c]) => {
        checks[name] = await isServing(c, 2_000);
      }),
      (async () => {
        if (backends.redis) checks.redis = await backends.redis.ping().then(() => true, () => false);
      })(),
    ]);
    const ready = Object.values(checks).every(Boolean);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks });
  });
  return {
    inFlight: () => inFlight,
    drain() {
      draining = true;
    },
  };
}
