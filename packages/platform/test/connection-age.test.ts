import * as grpc from '@grpc/grpc-js';
import { clientOptions, serverOptions } from '../src/grpc/options';

// A connection is renewed (max connection age) while a call is in flight on
// it: the call finishes there, however long its deadline allows, keepalive
// pings due meanwhile included, and the calls after it go on a new connection.
describe('connection renewal', () => {
  const service = {
    Slow: {
      path: '/test.Slow/Slow',
      requestStream: false,
      responseStream: false,
      requestSerialize: (v: Buffer) => v,
      requestDeserialize: (v: Buffer) => v,
      responseSerialize: (v: Buffer) => v,
      responseDeserialize: (v: Buffer) => v,
    },
  } as const;
  let server: grpc.Server;
  let client: grpc.Client;

  const listen = async (options: grpc.ServerOptions) => {
    const s = new grpc.Server(options);
    s.addService(service, {
      Slow: (call: grpc.ServerUnaryCall<Buffer, Buffer>, cb: grpc.sendUnaryData<Buffer>) => {
        setTimeout(() => cb(null, call.request), Number(call.request.toString()));
      },
    });
    const port = await new Promise<number>((resolve, reject) =>
      s.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p))),
    );
    return { s, port };
  };

  beforeAll(async () => {
    // The options every service serves with, the age shortened from minutes.
    const { s, port } = await listen({ ...serverOptions, 'grpc.max_connection_age_ms': 300 });
    server = s;
    client = new grpc.Client(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
  });

  afterAll(() => {
    client.close();
    server.forceShutdown();
  });

  const slowOn = (c: grpc.Client, ms: number) =>
    new Promise<string>((resolve, reject) =>
      c.makeUnaryRequest(
        service.Slow.path,
        service.Slow.requestSerialize,
        service.Slow.responseDeserialize,
        Buffer.from(String(ms)),
        { deadline: Date.now() + 10_000 },
        (err, res) => (err ? reject(err) : resolve(res!.toString())),
      ),
    );

  const slow = (ms: number) => slowOn(client, ms);

  it('lets a call outlive its connection’s renewal, and serves the next one on a new connection', async () => {
    // Ten times the age: the connection is told to go away while this call runs.
    await expect(slow(3_000)).resolves.toBe('3000');
    await expect(slow(10)).resolves.toBe('10');
  });

  it('keeps the call when keepalive pings fall due on either side while it drains', async () => {
    // grpc-js pinged the closing session, Node refused, and grpc-js then
    // destroyed it with the call (UNAVAILABLE "Connection dropped");
    // grpc/grpc-node#3068, patched in patches/@grpc__grpc-js@*.patch. The
    // services' and the gateway's options, with pings every 500 ms, not 30 s.
    const keepalive = { 'grpc.keepalive_time_ms': 500, 'grpc.keepalive_timeout_ms': 1_000 };
    const { s, port } = await listen({
      ...serverOptions,
      ...keepalive,
      'grpc.max_connection_age_ms': 300,
      'grpc.http2.min_ping_interval_without_data_ms': 100,
      'grpc.http2.min_time_between_pings_ms': 100,
    });
    const c = new grpc.Client(`127.0.0.1:${port}`, grpc.credentials.createInsecure(), { ...clientOptions, ...keepalive });
    try {
      // Both sides ping at least twice while the connection drains this call.
      await expect(slowOn(c, 2_500)).resolves.toBe('2500');
      await expect(slowOn(c, 10)).resolves.toBe('10');
    } finally {
      c.close();
      s.forceShutdown();
    }
  });

  it('sets no grace period that would cut a call short of its deadline', () => {
    expect(serverOptions).not.toHaveProperty(['grpc.max_connection_age_grace_ms']);
  });
});
