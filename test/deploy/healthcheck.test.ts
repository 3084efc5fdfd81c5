import { execFile } from 'node:child_process';
import * as http from 'node:http';
import * as http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { readStack } from '../support/stack';
import { root } from './support';

// deploy/healthcheck.js is what docker and compose run in every container.

function healthcheck(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(root, 'deploy', 'healthcheck.js')], { env: { PATH: process.env.PATH, ...env } }, (err, _out, stderr) =>
      resolve({ code: err ? Number(err.code) : 0, stderr }),
    );
  });
}

async function listen(server: http.Server | http2.Http2Server): Promise<number> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

/** A gRPC server by hand that answers Health/Check with one status. */
function healthServer(status: number) {
  const server = http2.createServer();
  server.on('stream', (stream) => {
    stream.resume();
    stream.on('end', () => {
      stream.respond({ ':status': 200, 'content-type': 'application/grpc' }, { waitForTrailers: true });
      stream.on('wantTrailers', () => stream.sendTrailers({ 'grpc-status': '0' }));
      stream.end(Buffer.from([0, 0, 0, 0, 2, 0x08, status]));
    });
  });
  return server;
}

describe('deploy/healthcheck.js', () => {
  it('passes while a service of the test stack answers SERVING on its gRPC port', async () => {
    const port = readStack().grpc.identity!.split(':').at(-1)!;
    expect(await healthcheck({ GRPC_PORT: port })).toEqual({ code: 0, stderr: '' });
  });

  it('fails while a service answers NOT_SERVING, and when nothing listens', async () => {
    const server = healthServer(2);
    const port = await listen(server);
    try {
      const notServing = await healthcheck({ GRPC_PORT: String(port) });
      expect(notServing.code).toBe(1);
      expect(notServing.stderr).toMatch(/health status 2/);
    } finally {
      server.close();
    }
    expect((await healthcheck({ GRPC_PORT: String(port) })).code).toBe(1);
  });

  it("follows the gateway's GET /readyz", async () => {
    let status = 200;
    const paths: string[] = [];
    const server = http.createServer((req, res) => {
      paths.push(req.url!);
      res.writeHead(status).end();
    });
    const port = String(await listen(server));
    try {
      expect((await healthcheck({ PORT: port })).code).toBe(0);
      status = 503;
      expect(await healthcheck({ PORT: port })).toEqual({ code: 1, stderr: expect.stringMatching(/503/) as string });
      expect(paths).toEqual(['/readyz', '/readyz']);
    } finally {
      server.close();
    }
  });
});
