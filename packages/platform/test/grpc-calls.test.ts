import * as path from 'node:path';
import { heldShare } from './promoted';

const platform = path.join(__dirname, '..', 'dist', 'index.js');
// The grpc-js the platform loads (patches/@grpc__grpc-js@*.patch applied).
const grpcJs = require.resolve('@grpc/grpc-js', { paths: [path.join(__dirname, '..')] });

describe('gRPC calls in flight on one connection', () => {
  it('let a young-generation collection free what finished calls held', () => {
    // The server is a process of its own, as crm is behind the gateway: only the client is measured.
    const setup = `
      const { spawn } = require('node:child_process');
      require(${JSON.stringify(platform)}).fixRuntime();
      const grpc = require(${JSON.stringify(grpcJs)});
      const same = (b) => b;
      const echo = { path: '/t.T/Echo', requestStream: false, responseStream: false, requestSerialize: same, requestDeserialize: same, responseSerialize: same, responseDeserialize: same };
      const server = spawn(process.execPath, ['-e', \`
        const grpc = require(${JSON.stringify(grpcJs)});
        const same = (b) => b;
        const server = new grpc.Server();
        server.addService({ echo: { path: '/t.T/Echo', requestStream: false, responseStream: false, requestSerialize: same, requestDeserialize: same, responseSerialize: same, responseDeserialize: same } }, { echo: (call, done) => done(null, call.request) });
        server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, port) => console.log(port));
        process.stdin.on('end', () => process.exit(0)).resume();
      \`], { stdio: ['pipe', 'pipe', 'inherit'] });
      const port = await new Promise((resolve) => server.stdout.once('data', (d) => resolve(String(d).trim())));
      const client = new grpc.Client('127.0.0.1:' + port, grpc.credentials.createInsecure());
      const call = (held) => new Promise((resolve) => client.makeUnaryRequest(echo.path, same, same, Buffer.from('hi'), () => resolve(held.length)));
    `;
    // 32 calls at once, what each round holds (24 or 120 KB: under the size V8
    // puts straight into the old generation) held by all of them. A Set of the
    // calls on the connection (grpc-js's own, unpatched) kept all of it, and
    // the calls themselves, to the next full collection: ~3 times what they
    // held. (Since Node 24.15 each call's HTTP/2 stream is promoted whatever
    // it held, closed-streams.ts: what it held is what is measured.)
    const share = heldShare(setup, 'await Promise.all(Array.from({ length: 32 }, () => call(held)));', 100, [3_000, 15_000]);
    expect(share).toBeLessThan(0.1);
  });
});
