import type express from 'express';
import { anyReplicaServing } from '@bms/platform';
import type { Backends } from './clients';

/** Requests in flight, and draining: what a stopping gateway needs to know and say. */
export interface Lifecycle {
  inFlight(): number;
  /** From now on: not ready, and every response closes its connection. */
  drain(): void;
}

/** The lifecycle, and the two calls that count a request in and out (the front stage makes them). */
export interface Tracked extends Lifecycle {
  /** a request came: counted in flight (and told to close its connection when draining) */
  began(res: express.Response): void;
  /** its response is over (sent or cut off) */
  ended(): void;
  /** answers /healthz and /readyz on `app` (after the stage that counts them) */
  serve(app: express.Express): void;
}

/**
 * How long /readyz waits for each service to have a replica that says
 * SERVING: within a readiness probe's timeout (2 s in deploy/k8s).
 */
const READINESS_WAIT_MS = 1_500;

/** The probes' paths, answered outside /api and its pipeline. */
export const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/**
 * Counts requests in flight (and closes connections once draining), and
 * answers the probes outside /api and its limits: /healthz always, /readyz
 * when Redis answers and every service has a replica that says SERVING
 * (not the one replica a single check happened to reach: see anyReplicaServing).
 */
export function probes(backends: Pick<Backends, 'clients' | 'redis'>): Tracked {
  let inFlight = 0;
  let draining = false;
  const serve = (app: express.Express) => {
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
          checks[name] = await anyReplicaServing(c, READINESS_WAIT_MS);
        }),
        (async () => {
          if (backends.redis) checks.redis = await backends.redis.ping().then(() => true, () => false);
        })(),
      ]);
      const ready = Object.values(checks).every(Boolean);
      res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks });
    });
  };
  return {
    serve,
    inFlight: () => inFlight,
    drain() {
      draining = true;
    },
    began(res) {
      inFlight++;
      if (draining) res.setHeader('Connection', 'close');
    },
    ended() {
      inFlight--;
    },
  };
}
