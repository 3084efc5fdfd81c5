import * as grpc from '@grpc/grpc-js';
import { callerDeadline, createClient, createGrpcServer, createLogger, serviceDeadline, timeLeft, Unauthenticated, unary } from '@bms/platform';
import { json, jsonService } from './json-service';

const { definition, Client } = jsonService('Slow');

/** A server whose one RPC takes `ms`, capped at `cap` calls per connection, counting how many run at once. */
async function slowServer(cap: number | undefined, ms = 40) {
  const seen = { running: 0, most: 0, ran: new Map<number, { from: number; to: number; deadline?: number; left?: number }>() };
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
      Slow: async (req, ctx) => {
        seen.most = Math.max(seen.most, ++seen.running);
        const from = performance.now();
        // As the service's work sees it: the caller's deadline, and the time left to work in.
        const deadline = ctx.deadline;
        const left = timeLeft();
        await new Promise((r) => setTimeout(r, ms));
        seen.running--;
        seen.ran.set(req.n, { from, to: performance.now(), deadline, left });
        return req;
      },
    },
  });
  const port = await server.start('127.0.0.1', 0);
  return { server, port, seen };
}

/**
 * `count` calls at once on one client (one connection), made once it is
 * connected, so that their deadlines are spent on the calls and not on the
 * connection's set-up (a busy machine took it past 150 ms): what each answered.
 */
async function callsAtOnce(port: number, count: number, deadlineMs = 10_000) {
  const client = new grpc.Client(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
  await new Promise<void>((resolve, reject) => client.waitForReady(Date.now() + 10_000, (err) => (err ? reject(err) : resolve())));
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
    const s = await slowServer(1, 100);
    try {
      // 1 at a time, 100 ms each: 10 calls need ~1,000 ms, and each has 450
      const answers = await callsAtOnce(s.port, 10, 450);
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

  it("gives a call that waited in the caller its caller's deadline, not gRPC's time left from before the wait", async () => {
    // 1 at a time, 300 ms each: the third call waits ~600 ms in the caller, and gRPC's header
    // still says the 1,500 ms left when it was made.
    const s = await slowServer(1, 300);
    const client = createClient<grpc.Client>(Client, `127.0.0.1:${s.port}`);
    try {
      const deadlines = new Map<number, number>();
      const answers = await Promise.all(
        [0, 1, 2].map((n) => {
          deadlines.set(n, Date.now() + 1_500);
          return unary<{ n: number }>(client, 'Slow', { n }, { timeoutMs: 1_500 }).then((r) => r.n);
        }),
      );
      expect(answers).toEqual([0, 1, 2]);
      const third = s.seen.ran.get(2)!;
      expect(third.from - s.seen.ran.get(0)!.from).toBeGreaterThan(500);
      for (const [n, deadline] of deadlines) {
        // Same host, same clock: never later than the caller's (a few ms for the time between).
        expect(s.seen.ran.get(n)!.deadline).toBeLessThanOrEqual(deadline + 20);
      }
      // What is left to work in is the caller's time less the margin: under 900 ms for the third (1,500 less the wait).
      expect(third.left).toBeLessThan(900);
    } finally {
      client.close();
      await s.server.stop(1000);
    }
  });

  it("takes the caller's time where it is sooner than gRPC's, unless the two hosts' clocks are too far apart", () => {
    const now = 1_000_000;
    expect(callerDeadline(now + 5_000, String(now + 3_000), now)).toBe(now + 3_000);
    expect(callerDeadline(now + 5_000, String(now + 6_000), now)).toBe(now + 5_000);
    expect(callerDeadline(now + 5_000, 'soon', now)).toBe(now + 5_000);
    expect(callerDeadline(now + 5_000, undefined, now)).toBe(now + 5_000);
    expect(callerDeadline(undefined, String(now + 3_000), now)).toBeUndefined();
    // Just past: the caller gave up as the call arrived, and nothing is done.
    expect(callerDeadline(now + 5_000, String(now - 500), now)).toBe(now - 500);
    // Long past: a call given up waiting is never sent, so the caller's clock is ahead of this one's.
    expect(callerDeadline(now + 5_000, String(now - 5_000), now)).toBe(now + 5_000);
    // The service's own stop leaves its answer a quarter of the time, at least 250 ms, at most 2 s.
    expect(serviceDeadline(now + 10_000, now)).toBe(now + 8_000);
    expect(serviceDeadline(now + 2_000, now)).toBe(now + 1_500);
    expect(serviceDeadline(now + 400, now)).toBe(now + 150);
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
