import { execFileSync, spawn } from 'node:child_process';
import * as net from 'node:net';
import * as path from 'node:path';
import { createClient, isServing } from '@bms/platform';
import { serviceOf } from '@bms/protos';
import { lib, readStack, serviceEnv } from '../support/stack';
import { TcpLink } from '../support/tcp-link';

// A service holds its gRPC port (and files its HTTP port) from its first step
// (packages/platform/src/port-hold.ts): it connects to its database, NATS and Redis before
// it listens, and the standard ports (50051 and up) lie in Linux's ephemeral range, so one
// of its own connections out could otherwise be given the port it is about to listen on
// (a chaos run once failed so).

const CRM = path.join(lib.root, 'services', 'crm', 'dist', 'main.js');

/** Whether crm at `port` answers its health check SERVING, and how long it took to tell. */
async function check(port: number, timeoutMs: number): Promise<{ serving: boolean; ms: number }> {
  const client = createClient(serviceOf('crm'), `127.0.0.1:${port}`);
  const started = Date.now();
  try {
    return { serving: await isServing(client, timeoutMs), ms: Date.now() - started };
  } finally {
    client.close();
  }
}

/** Whether a server of this process could listen on `port` (closed again at once), or the code it failed with. */
function listenable(port: number): Promise<true | string> {
  const s = net.createServer();
  return new Promise((resolve) => {
    s.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

const waitFor = async (what: () => boolean) => {
  while (!what()) await new Promise((r) => setTimeout(r, 20));
};

describe('a service holds its gRPC port before it connects out', () => {
  const info = readStack();
  const env = (port: number, mongoUrl: string) =>
    serviceEnv(info, 'crm', { GRPC_PORT: String(port), MONGO_URL: mongoUrl });
  /** The test database behind a link that holds its answers back (a database slow to answer) until release(). */
  const heldDatabase = async () => {
    const { host, port } = lib.hostPort(info.mongoBase, 27017);
    const link = await TcpLink.to(host, port);
    link.hold();
    return link;
  };
  const through = (relayPort: number, db = 'crm') => {
    const u = new URL(lib.mongoUrlFor(info.mongoBase, `${info.dbPrefix}${db}`));
    u.host = `127.0.0.1:${relayPort}`;
    return u.toString();
  };

  it('turns callers away at once while its database is slow to answer, then serves on that port', async () => {
    const db = await heldDatabase();
    const port = await lib.freePort();
    const p = lib.startProcess('crm-held', process.execPath, [CRM], {
      env: env(port, through(db.port)),
      ready: /"port":(\d+).*"msg":"grpc listening"/,
      logFile: path.join(info.dir, 'crm-held.log'),
    });
    try {
      await waitFor(() => db.accepted > 0);
      // Bound already: neither another process nor a connection of its own can take it now.
      expect(await listenable(port)).toBe('EADDRINUSE');
      // Turned away as by a closed port, not left to wait out its deadline.
      const early = await check(port, 5_000);
      expect(early.serving).toBe(false);
      expect(early.ms).toBeLessThan(4_000);
      db.release();
      expect(Number((await p.started)[1])).toBe(port);
      expect((await check(port, 5_000)).serving).toBe(true);
    } finally {
      await lib.stopProcess(p.child);
      await db.down();
    }
  });

  it.each([
    { service: 'crm', port: 'GRPC_PORT' },
    { service: 'files', port: 'FILES_HTTP_PORT' },
  ])('$service, whose $port is taken, fails at once, saying so, having connected to nothing', async ({ service, port: variable }) => {
    const db = await heldDatabase();
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      const main = path.join(lib.root, 'services', service, 'dist', 'main.js');
      const out = await new Promise<{ code: number | null; text: string }>((resolve) => {
        const child = spawn(process.execPath, [main], { env: serviceEnv(info, service, { [variable]: String(port), MONGO_URL: through(db.port, service) }) });
        let text = '';
        child.stdout.on('data', (c: Buffer) => (text += c));
        child.stderr.on('data', (c: Buffer) => (text += c));
        child.once('close', (code: number | null) => resolve({ code, text }));
      });
      expect(out.code).toBe(1);
      expect(out.text).toContain(`127.0.0.1:${port} is in use by another process`);
      expect(db.accepted).toBe(0);
    } finally {
      taken.close();
      await db.down();
    }
  });

  // The kernel's side, in a network namespace of its own (root only): a held port is never
  // the local port of a connection out, even when it is one of the only two the host may pick.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const netns = require('../../scripts/cluster/netns.js') as { canUseNamespaces(): boolean };
  (netns.canUseNamespaces() ? it : it.skip)('is never given to a connection out, even with two ports to pick from', () => {
    const ns = `bms-hold-${process.pid}`;
    const inside = (...cmd: string[]) => execFileSync('ip', ['netns', 'exec', ns, ...cmd], { encoding: 'utf8' }).trim();
    const held = 40_000;
    execFileSync('ip', ['netns', 'add', ns]);
    try {
      inside('ip', 'link', 'set', 'lo', 'up');
      inside('sh', '-c', `echo "${held} ${held + 1}" > /proc/sys/net/ipv4/ip_local_port_range`);
      const script = `
        const net = require('node:net');
        const { holdPort } = require(${JSON.stringify(path.join(lib.root, 'packages', 'platform', 'dist', 'port-hold.js'))});
        const listen = (s, port) => new Promise((ok, fail) => s.once('error', fail).listen(port, '127.0.0.1', () => ok(s)));
        const connect = (port) => new Promise((ok, fail) => { const c = net.connect(port, '127.0.0.1', () => ok(c)).once('error', fail); });
        (async () => {
          const hold = await holdPort('127.0.0.1', ${held});
          const ports = [41001, 41002, 41003, 41004, 41005, 41006, 41007, 41008];
          const sinks = await Promise.all(ports.map((p) => listen(net.createServer(), p)));
          const out = await Promise.all(ports.map(connect));
          hold.release();
          const server = await listen(net.createServer(), ${held});
          console.log(JSON.stringify({ used: [...new Set(out.map((c) => c.localPort))], listened: server.address().port }));
          for (const c of out) c.destroy();
          for (const s of [...sinks, server]) s.close();
        })().catch((err) => { console.log(JSON.stringify({ error: err.code ?? err.message })); });`;
      expect(JSON.parse(inside(process.execPath, '-e', script))).toEqual({ used: [held + 1], listened: held });
    } finally {
      execFileSync('ip', ['netns', 'del', ns]);
    }
  });
});
