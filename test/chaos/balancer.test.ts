import type { ChildProcess } from 'node:child_process';
import * as http from 'node:http';
import * as path from 'node:path';
import { lib } from '../support/stack';

// The cluster's balancer (scripts/cluster/balancer.js), the process that
// stands where an ingress stands, in front of two gateways of the test's
// own: one that drops every request before answering it (as a gateway
// killed with -9 under it does), refuses connections, or says it is not
// ready; the other answers.

/* eslint-disable-next-line @typescript-eslint/no-require-imports */
const { request } = require('../../scripts/chaos/http.js') as {
  request(base: string, method: string, path: string, o?: { body?: unknown; headers?: Record<string, string> }): Promise<{ status: number; headers: Record<string, string>; body: { from?: string; message?: string } }>;
};

interface FakeGateway {
  url: string;
  got: () => number;
  close: () => Promise<void>;
}

/** A gateway of the test's own: /readyz answers `ready`; every other request is answered (200, saying who) or, `drops`, its connection reset before any byte. */
async function fakeGateway(name: string, { drops = false, ready = true } = {}): Promise<FakeGateway> {
  let got = 0;
  const server = http.createServer((req, res) => {
    if (req.url === '/readyz') return void res.writeHead(ready ? 200 : 503).end();
    req.resume();
    req.on('end', () => {
      got++;
      if (drops) return void req.socket.resetAndDestroy();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ from: name }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    got: () => got,
    close: () => {
      server.closeAllConnections();
      return new Promise((r) => server.close(() => r()));
    },
  };
}

/** The balancer in front of `upstreams`: its address, its /stats, and stop. */
async function balancer(upstreams: string[]) {
  const [port, admin] = [await lib.freePort(), await lib.freePort()];
  const p = lib.startProcess('balancer', process.execPath, [path.join(lib.root, 'scripts', 'cluster', 'balancer.js'), `127.0.0.1:${port}`, `127.0.0.1:${admin}`, upstreams.join(',')], {
    env: process.env,
    ready: /"msg":"balancer listening"/,
  });
  await p.started;
  const child: ChildProcess = p.child;
  return {
    url: `http://127.0.0.1:${port}`,
    stats: async () => (await request(`http://127.0.0.1:${admin}`, 'GET', '/stats')).body as unknown as Record<string, number>,
    stop: () =>
      new Promise<void>((r) => {
        child.once('exit', () => r());
        child.kill('SIGTERM');
      }),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the balancer in front of the gateways', () => {
  it('a request dropped before its answer goes to the other gateway when it is safe to repeat (a PUT, a POST with an Idempotency-Key), else is answered 503 with Retry-After, not sent again', async () => {
    const dropping = await fakeGateway('gw-1', { drops: true });
    const answering = await fakeGateway('gw-2');
    const lb = await balancer([dropping.url, answering.url]);
    try {
      /** Sends until one try reaches the dropping gateway (after a drop it is passed over for 1 s): its answer, and whether the other got it too. */
      const throughTheDropping = async (method: string, headers: Record<string, string> = {}) => {
        for (let i = 0; i < 12; i++) {
          const [d, a] = [dropping.got(), answering.got()];
          const r = await request(lb.url, method, '/api/clients/1', { body: { city: 'x' }, headers });
          if (dropping.got() > d) return { status: r.status, retryAfter: r.headers['retry-after'], from: r.body?.from, sentToOther: answering.got() - a };
          expect(r.body?.from).toBe('gw-2');
          await sleep(400);
        }
        throw new Error(`no request reached ${dropping.url}`);
      };
      expect(await throughTheDropping('POST', { 'idempotency-key': 'k-1' })).toEqual({ status: 200, retryAfter: undefined, from: 'gw-2', sentToOther: 1 });
      expect(await throughTheDropping('PUT')).toEqual({ status: 200, retryAfter: undefined, from: 'gw-2', sentToOther: 1 });
      expect(await throughTheDropping('POST')).toEqual({ status: 503, retryAfter: '1', from: undefined, sentToOther: 0 });
      expect(await throughTheDropping('PATCH')).toEqual({ status: 503, retryAfter: '1', from: undefined, sentToOther: 0 });
      expect(await lb.stats()).toMatchObject({ resetSentElsewhere: 2, resetAnswered503: 2 });
    } finally {
      await lb.stop();
      await dropping.close();
      await answering.close();
    }
  });

  it('a connection refused (nothing reached that gateway) goes to the other, whatever the method', async () => {
    const answering = await fakeGateway('gw-2');
    const lb = await balancer([`http://127.0.0.1:${await lib.freePort()}`, answering.url]);
    try {
      for (let i = 0; i < 4; i++) {
        const r = await request(lb.url, 'POST', '/api/auth/logout', { body: {} });
        expect({ status: r.status, from: r.body?.from }).toEqual({ status: 200, from: 'gw-2' });
      }
      expect(answering.got()).toBe(4);
      expect((await lb.stats()).refusedSentElsewhere).toBeGreaterThanOrEqual(1);
    } finally {
      await lb.stop();
      await answering.close();
    }
  });

  it('a gateway whose /readyz fails twice gets no request', async () => {
    const unready = await fakeGateway('gw-1', { ready: false });
    const answering = await fakeGateway('gw-2');
    const lb = await balancer([unready.url, answering.url]);
    try {
      // Checked every 250 ms: two rounds and more.
      await sleep(1_000);
      for (let i = 0; i < 6; i++) expect((await request(lb.url, 'GET', '/api/clients')).body?.from).toBe('gw-2');
      expect(unready.got()).toBe(0);
    } finally {
      await lb.stop();
      await unready.close();
      await answering.close();
    }
  });
});
