import * as net from 'node:net';
import * as grpc from '@grpc/grpc-js';
import { AppError, createClient, unary } from '@bms/platform';
import { jsonService } from './json-service';

const { definition, Client } = jsonService('Echo');

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

async function serveOn(port: number): Promise<grpc.Server> {
  const server = new grpc.Server();
  server.addService(definition, { Echo: (call: grpc.ServerUnaryCall<unknown, unknown>, done: grpc.sendUnaryData<unknown>) => done(null, call.request) });
  await new Promise<void>((resolve, reject) => server.bindAsync(`127.0.0.1:${port}`, grpc.ServerCredentials.createInsecure(), (err) => (err ? reject(err) : resolve())));
  return server;
}

/** What a call came to: its reply, or the kind of its error; and how long it took. */
async function outcome(p: Promise<unknown>): Promise<{ result: unknown; ms: number }> {
  const t0 = Date.now();
  const result = await p.catch((err: unknown) => (err instanceof AppError ? err.kind : String(err)));
  return { result, ms: Date.now() - t0 };
}

/**
 * A service's call to another made for a caller, with connectWaitMs: a peer
 * that came up a moment ago (while its channel waits out the back-off of a
 * failed first try, when gRPC fails a call at once) is waited for, and one
 * that stays down fails the call after that wait, not the whole deadline.
 */
describe('a call that waits a while for its connection', () => {
  const servers: grpc.Server[] = [];
  const clients: grpc.Client[] = [];
  afterAll(() => {
    for (const c of clients) c.close();
    for (const s of servers) s.forceShutdown();
  });
  const clientTo = (port: number) => {
    const c = createClient<grpc.Client>(Client, `127.0.0.1:${port}`);
    clients.push(c);
    return c;
  };

  it('reaches a peer that came up after a failed try, where a call without it fails at once', async () => {
    const port = await freePort();
    const client = clientTo(port);
    // Nothing listens yet: the channel fails, and waits before it tries again.
    expect((await outcome(unary(client, 'Echo', { n: 0 }, { timeoutMs: 5_000 }))).result).toBe('unavailable');
    servers.push(await serveOn(port));
    expect((await outcome(unary(client, 'Echo', { n: 1 }, { timeoutMs: 5_000 }))).result).toBe('unavailable');
    expect((await outcome(unary(client, 'Echo', { n: 2 }, { timeoutMs: 5_000, connectWaitMs: 4_000 }))).result).toEqual({ n: 2 });
    // Connected, it calls at once.
    expect(await outcome(unary(client, 'Echo', { n: 3 }, { timeoutMs: 5_000, connectWaitMs: 4_000 }))).toMatchObject({ result: { n: 3 } });
  });

  it('fails after the wait, not the deadline, when the peer stays down', async () => {
    const client = clientTo(await freePort());
    const { result, ms } = await outcome(unary(client, 'Echo', { n: 1 }, { timeoutMs: 20_000, connectWaitMs: 500 }));
    expect(result).toBe('unavailable');
    expect(ms).toBeGreaterThanOrEqual(450);
    expect(ms).toBeLessThan(10_000);
  });

  it('a peer back after a long outage is reached within the wait: reconnection back-off is bounded at 2 s', async () => {
    const port = await freePort();
    const client = clientTo(port);
    const first = await serveOn(port);
    expect((await outcome(unary(client, 'Echo', { n: 1 }, { timeoutMs: 5_000 }))).result).toEqual({ n: 1 });
    // Down for 10 s: by grpc-js's default back-off (1 s, ×1.6 each time, up to 120 s) its next
    // try would come ~6 s after the peer is back; a replica restarted in a rolling update waits that long.
    first.forceShutdown();
    await new Promise((r) => setTimeout(r, 10_000));
    servers.push(await serveOn(port));
    expect((await outcome(unary(client, 'Echo', { n: 2 }, { timeoutMs: 5_000, connectWaitMs: 2_500 }))).result).toEqual({ n: 2 });
  }, 30_000);

  it('a target naming two replicas (ipv4:a,b) spreads calls over both, and one gone, calls go to the other', async () => {
    const ports = [await freePort(), await freePort()];
    const seen: number[] = [];
    const replicas = ports.map((port) => {
      const server = new grpc.Server();
      server.addService(definition, {
        Echo: (call: grpc.ServerUnaryCall<unknown, unknown>, done: grpc.sendUnaryData<unknown>) => {
          seen.push(port);
          done(null, call.request);
        },
      });
      return new Promise<grpc.Server>((resolve, reject) =>
        server.bindAsync(`127.0.0.1:${port}`, grpc.ServerCredentials.createInsecure(), (err) => (err ? reject(err) : resolve(server))),
      );
    });
    const [a, b] = await Promise.all(replicas);
    servers.push(a!, b!);
    const client = createClient<grpc.Client>(Client, `ipv4:${ports.map((p) => `127.0.0.1:${p}`).join(',')}`);
    clients.push(client);
    for (let i = 0; i < 10; i++) await unary(client, 'Echo', { i }, { timeoutMs: 5_000, connectWaitMs: 2_000 });
    expect(new Set(seen)).toEqual(new Set(ports));
    a!.forceShutdown();
    // The client hears its connection close (a call already on it would fail: the gateway's retry is for that).
    await new Promise((r) => setTimeout(r, 300));
    seen.length = 0;
    const results = [];
    for (let i = 0; i < 10; i++) results.push((await outcome(unary(client, 'Echo', { i }, { timeoutMs: 5_000, connectWaitMs: 2_000 }))).result);
    expect(results).toEqual(Array.from({ length: 10 }, (_, i) => ({ i })));
    expect(new Set(seen)).toEqual(new Set([ports[1]]));
  }, 30_000);
});
