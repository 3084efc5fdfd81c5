import * as grpc from '@grpc/grpc-js';
import { createGrpcServer, createLogger, Unauthenticated } from '@bms/platform';
import { json, jsonService } from './json-service';

const { definition } = jsonService('Slow');

/** A server whose one RPC takes `ms`, capped at `cap` calls per connection, counting how many run at once. */
async function slowServer(cap: number | undefined, ms = 40) {
  const seen = { running: 0, most: 0, ran: new Map<number, { from: number; to: number }>() };
  const server = createGrpcServer({
    logger: createLogger('test', 'silent'),
    verifyToken: () => {
      throw new Unauthenticated();
    },
    serviceName: 't.T',
    maxConcurrentCalls: cap,
  });
  server.add<{ Slow: grpc.handleUnaryCall<{ n: number }, { n: number }> }>({
    definition,
    publicMethods: ['Slow'],
    handlers: {
      Slow: async (req) => {
        seen.most = Math.max(seen.most, ++seen.running);
        const from = performance.now();
        await new Promise((r) => setTimeout(r, ms));
        seen.running--;
        seen.ran.set(req.n, { from, to: performance.now() });
        return req;
      },
    },
  });
  const port = await server.start('127.0.0.1', 0);
  return { server, port, seen };
}

/** `count` calls at once on one client (one connection): what each answered. */
function callsAtOnce(port: number, count: number, deadlineMs = 10_000) {
  const client = new grpc.Client(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
  const call = (n: number) =>
    new Promise<unknown>((resolve) =>
      client.makeUnaryRequest('/t.T/Slow', json.requestSerialize, json.responseDeserialize, { n }, { deadline: Date.now() + deadlineMs }, (err, res) =>
        resolve(err ? grpc.status[err.code] : (res as { n: number }).n),
      ),
    );
  return Promise.all(Array.from({ length: count }, (_, n) => call(n))).finally(() => client.close());
}

describe('a service caps the calls one connection has running in it (GRPC_MAX_CONCURRENT_CALLS)', () => {
  it('runs at most the cap at once; the others wait in the caller and are all answered', async () => {
    const s = await slowServer(4);
    try {
      const answers = await callsAtOnce(s.port, 24);
      expect(answers).toEqual(Array.from({ length: 24 }, (_, n) => n));
      expect(s.seen.most).toBe(4);
    } finally {
      await s.server.stop(1000);
    }
  });

  it('lets a waiting call run into its own deadline, as any call (DEADLINE_EXCEEDED), and answers the rest', async () => {
    const s = await slowServer(1);
    try {
      // 1 at a time, 40 ms each: 10 calls need ~400 ms, and each has 150
      const answers = await callsAtOnce(s.port, 10, 150);
      expect(answers.filter((a) => typeof a === 'number').length).toBeGreaterThanOrEqual(1);
      expect(answers.filter((a) => a === 'DEADLINE_EXCEEDED').length).toBeGreaterThanOrEqual(3);
      expect(answers.every((a) => typeof a === 'number' || a === 'DEADLINE_EXCEEDED')).toBe(true);
      // The calls answered held their stream from start to end, so none overlapped another. (A call
      // cancelled at its deadline frees its stream at once while its handler runs on, as any
      // handler does after a cancel: the cap bounds open calls, not the work of cancelled ones.)
      const answered = answers.filter((a): a is number => typeof a === 'number').map((n) => s.seen.ran.get(n)!);
      answered.sort((a, b) => a.from - b.from);
      for (let i = 1; i < answered.length; i++) expect(answered[i]!.from).toBeGreaterThanOrEqual(answered[i - 1]!.to);
    } finally {
      await s.server.stop(1000);
    }
  });

  it('takes every call in at once without a cap (0 or unset)', async () => {
    // long enough for all 24 to arrive while the first still runs, on a slow machine too
    const s = await slowServer(undefined, 1000);
    try {
      await callsAtOnce(s.port, 24);
      expect(s.seen.most).toBe(24);
    } finally {
      await s.server.stop(1000);
    }
  });
});
