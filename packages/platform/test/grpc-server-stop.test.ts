import * as grpc from '@grpc/grpc-js';
import { createGrpcServer, createLogger, Unauthenticated } from '@bms/platform';
import { json, jsonService } from './json-service';

const { definition } = jsonService('Slow');

/** A server whose one RPC takes `ms`, and a client to it. */
async function slowServer(ms: number) {
  const started: number[] = [];
  const finished: number[] = [];
  const server = createGrpcServer({
    logger: createLogger('test', 'silent'),
    verifyToken: () => {
      throw new Unauthenticated();
    },
    serviceName: 't.T',
  });
  server.add<{ Slow: grpc.handleUnaryCall<{ n: number }, { n: number }> }>({
    definition,
    publicMethods: ['Slow'],
    handlers: {
      Slow: async (req) => {
        started.push(req.n);
        await new Promise((r) => setTimeout(r, ms));
        finished.push(req.n);
        return req;
      },
    },
  });
  const port = await server.start('127.0.0.1', 0);
  const client = new grpc.Client(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
  const call = (n: number) =>
    new Promise<unknown>((resolve) => client.makeUnaryRequest('/t.T/Slow', json.requestSerialize, json.responseDeserialize, { n }, (err, res) => resolve(err ? err.code : res)));
  return { server, client, call, started, finished };
}

type Slow = Awaited<ReturnType<typeof slowServer>>;

/**
 * `stop` run on a server whose RPC takes `ms`, once the calls numbered in
 * `calls` are in flight; what they answered, and how long the stop took.
 */
async function stopWhileCalls(ms: number, calls: number[], stop: (s: Slow) => Promise<unknown>) {
  const s = await slowServer(ms);
  try {
    const answers = Promise.all(calls.map((n) => s.call(n)));
    // In flight: each call's handler has begun (a fixed wait can end before a busy machine connects).
    for (const until = Date.now() + 10_000; s.started.length < calls.length; ) {
      if (Date.now() > until) throw new Error(`only ${s.started.length} of ${calls.length} calls reached the server`);
      await new Promise((r) => setTimeout(r, 5));
    }
    const started = Date.now();
    await stop(s);
    const stopMs = Date.now() - started;
    return { finished: [...s.finished].sort(), stopMs, answers: await answers };
  } finally {
    s.client.close();
  }
}

describe("a service's gRPC server, stopped", () => {
  it('lets the calls in flight answer within the timeout, and resolves once their work is done', async () => {
    const r = await stopWhileCalls(300, [1, 2], (s) => s.server.stop(5_000));
    expect(r.finished).toEqual([1, 2]);
    expect(r.answers).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('when its timeout passes first, still resolves only once the work of the calls in flight has settled', async () => {
    const r = await stopWhileCalls(600, [1], (s) => s.server.stop(100));
    expect(r.finished).toEqual([1]);
    expect(r.stopMs).toBeGreaterThan(400);
  });

  it('called twice, and past its timeout, resolves both once the work in flight is done', async () => {
    const r = await stopWhileCalls(600, [1], (s) => Promise.all([s.server.stop(100), s.server.stop(100)]));
    expect(r.finished).toEqual([1]);
  });

  it('resolves at once when nothing is in flight', async () => {
    const s = await slowServer(10);
    try {
      expect(await s.call(1)).toEqual({ n: 1 });
      const started = Date.now();
      await s.server.stop(5_000);
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      s.client.close();
    }
  });
});
