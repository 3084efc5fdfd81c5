import * as grpc from '@grpc/grpc-js';
import { createGrpcServer, createLogger, Unauthenticated } from '@bms/platform';

const json = {
  requestSerialize: (x: unknown) => Buffer.from(JSON.stringify(x)),
  requestDeserialize: (b: Buffer) => JSON.parse(b.toString()) as unknown,
  responseSerialize: (x: unknown) => Buffer.from(JSON.stringify(x)),
  responseDeserialize: (b: Buffer) => JSON.parse(b.toString()) as unknown,
};
const definition = { Slow: { path: '/t.T/Slow', requestStream: false, responseStream: false, ...json } } as unknown as grpc.ServiceDefinition;

/** A server whose one RPC takes `ms`, and a client to it. */
async function slowServer(ms: number) {
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
  return { server, client, call, finished };
}

describe("a service's gRPC server, stopped", () => {
  it('lets the calls in flight answer within the timeout, and resolves once their work is done', async () => {
    const s = await slowServer(300);
    try {
      const answers = Promise.all([s.call(1), s.call(2)]);
      await new Promise((r) => setTimeout(r, 50));
      await s.server.stop(5_000);
      expect(s.finished.sort()).toEqual([1, 2]);
      expect(await answers).toEqual([{ n: 1 }, { n: 2 }]);
    } finally {
      s.client.close();
    }
  });

  it('when its timeout passes first, still resolves only once the work of the calls in flight has settled', async () => {
    const s = await slowServer(600);
    try {
      const answer = s.call(1);
      await new Promise((r) => setTimeout(r, 50));
      const started = Date.now();
      await s.server.stop(100);
      expect(s.finished).toEqual([1]);
      expect(Date.now() - started).toBeGreaterThan(400);
      await answer;
    } finally {
      s.client.close();
    }
  });

  it('called twice, and past its timeout, resolves both once the work in flight is done', async () => {
    const s = await slowServer(600);
    try {
      const answer = s.call(1);
      await new Promise((r) => setTimeout(r, 50));
      await Promise.all([s.server.stop(100), s.server.stop(100)]);
      expect(s.finished).toEqual([1]);
      await answer;
    } finally {
      s.client.close();
    }
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
