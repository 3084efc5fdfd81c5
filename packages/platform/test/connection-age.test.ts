import * as grpc from '@grpc/grpc-js';
import { serverOptions } from '../src/grpc/options';

// A connection is renewed (max connection age) while a call is in flight on
// it: the call finishes there, however long its deadline allows, and the
// calls after it go on a new connection.
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

  beforeAll(async () => {
    // The options every service serves with, the age shortened from minutes.
    server = new grpc.Server({ ...serverOptions, 'grpc.max_connection_age_ms': 300 });
    server.addService(service, {
      Slow: (call: grpc.ServerUnaryCall<Buffer, Buffer>, cb: grpc.sendUnaryData<Buffer>) => {
        setTimeout(() => cb(null, call.request), Number(call.request.toString()));
      },
    });
    const port = await new Promise<number>((resolve, reject) =>
      server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p))),
    );
    client = new grpc.Client(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
  });

  afterAll(() => {
    client.close();
    server.forceShutdown();
  });

  const slow = (ms: number) =>
    new Promise<string>((resolve, reject) =>
      client.makeUnaryRequest(
        service.Slow.path,
        service.Slow.requestSerialize,
        service.Slow.responseDeserialize,
        Buffer.from(String(ms)),
        { deadline: Date.now() + 10_000 },
        (err, res) => (err ? reject(err) : resolve(res!.toString())),
      ),
    );

  it('lets a call outlive its connection’s renewal, and serves the next one on a new connection', async () => {
    // Ten times the age: the connection is told to go away while this call runs.
    await expect(slow(3_000)).resolves.toBe('3000');
    await expect(slow(10)).resolves.toBe('10');
  });

  it('sets no grace period that would cut a call short of its deadline', () => {
    expect(serverOptions).not.toHaveProperty(['grpc.max_connection_age_grace_ms']);
  });
});
