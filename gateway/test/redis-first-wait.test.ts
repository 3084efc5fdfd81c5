import * as net from 'node:net';
import { REDIS_FIRST_WAIT_MS } from '../src/pipeline/clients';
import { adminToken, bearer, eventually, testGateway } from '../../test/support/harness';
import { readStack } from '../../test/support/stack';

/*
 * A gateway's first requests wait for its first connection to Redis (their
 * tokens' revocation and their limits are read there), for a bounded while
 * counted from the first request that waits. Counted from the gateway's
 * construction instead, a process kept busy past the bound before its first
 * request (building its routes on a loaded host) gave up on a Redis that
 * would have answered at once, and refused its first callers with 503.
 */

/** Keeps this process's event loop busy for `ms`, as a loaded host does to a start. */
function busyFor(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end);
}

/**
 * A way to `target` (the stack's Redis) that holds every connection, reading
 * nothing, until released: a Redis that hangs, then recovers.
 */
async function heldRedis(target: URL): Promise<{ url: string; release(): void; close(): void }> {
  const sockets = new Set<net.Socket>();
  let released = false;
  const through = (client: net.Socket) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(upstream);
    client.pipe(upstream).pipe(client);
    client.resume();
  };
  const server = net.createServer({ pauseOnConnect: true }, (client) => {
    sockets.add(client);
    if (released) through(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}${target.pathname}`,
    release() {
      released = true;
      for (const s of [...sockets]) through(s);
    },
    close() {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

describe('the first connection to Redis', () => {
  let token: string;

  beforeAll(async () => {
    const t = testGateway();
    try {
      token = await adminToken(t.api);
    } finally {
      await t.close();
    }
  });

  it('is waited for by the first request even when the process was busy past the bound since it began', async () => {
    const t = testGateway();
    try {
      busyFor(REDIS_FIRST_WAIT_MS + 200);
      const res = await t.api.get('/api/clients?limit=1').set(bearer(token));
      expect({ status: res.status, message: res.body.message as unknown }).toEqual({ status: 200, message: undefined });
    } finally {
      await t.close();
    }
  });

  it('is waited for no longer than the bound, counted from the first request, when Redis hangs; then serves once it answers', async () => {
    const redis = await heldRedis(new URL(readStack().redisUrl));
    const t = testGateway({ REDIS_URL: redis.url });
    try {
      busyFor(REDIS_FIRST_WAIT_MS + 200);
      const started = Date.now();
      const res = await t.api.get('/api/clients?limit=1').set(bearer(token));
      expect({ status: res.status, retryAfter: res.headers['retry-after'] }).toEqual({ status: 503, retryAfter: '1' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(REDIS_FIRST_WAIT_MS - 50);

      redis.release();
      await eventually(async () => expect((await t.api.get('/api/clients?limit=1').set(bearer(token))).status).toBe(200));
    } finally {
      await t.close();
      redis.close();
    }
  });
});
