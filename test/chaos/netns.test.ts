import { execFileSync } from 'node:child_process';

// The cluster's hosts (scripts/cluster/netns.js): each namespace keeps the
// ports its processes listen on out of the kernel's choice for outgoing
// connections. The services' standard ports (50051–50066) lie in Linux's
// ephemeral range: a chaos run once failed to start when files-2's connection
// to its database had been given files-2's own gRPC port (EADDRINUSE). A
// service now binds its ports before it connects out (test/e2e/port-hold.test.ts);
// the reservation keeps every other process of the host off them too.

/* eslint-disable @typescript-eslint/no-require-imports */
const netns = require('../../scripts/cluster/netns.js') as {
  canUseNamespaces(): boolean;
  createNetwork(l: Layout): void;
  removeNetwork(id: number): void;
  reservedPorts(l: Layout): string;
  claimId(record: object): number;
  releaseId(id: number): void;
};
const { layout } = require('../../scripts/cluster/topology.js') as { layout(mode: string, id: number): Promise<Layout> };
/* eslint-enable @typescript-eslint/no-require-imports */

interface Layout {
  id: number;
  hosts: Record<string, { ip: string; ns: string | null }>;
  ports: Record<string, Record<string, number>>;
}

const inside = (ns: string, ...cmd: string[]) => execFileSync('ip', ['netns', 'exec', ns, ...cmd], { encoding: 'utf8' }).trim();

describe('the cluster network', () => {
  it('reserves every port a host listens on', async () => {
    const l = await layout('netns', 0);
    expect(netns.reservedPorts(l)).toBe('587,4222,6222,6379,8025,8080,8222,9464,9901,27017,50051,50052,50053,50054,50055,50056,50066');
  });

  const withNamespaces = netns.canUseNamespaces() ? it : it.skip;
  withNamespaces('gives none of them to an outgoing connection in a host, which still listens on its own', async () => {
    const id = netns.claimId({ test: 'netns' });
    try {
      const l = await layout('netns', id);
      netns.createNetwork(l);
      const files = l.hosts['files-2']!;
      const grpc = l.ports['files-2']!.grpc!;
      expect(inside(files.ns!, 'cat', '/proc/sys/net/ipv4/ip_local_reserved_ports')).toBe('587,4222,6222,6379,8025,8080,8222,9464,9901,27017,50051-50056,50066');
      // The host's choice narrowed to its gRPC port and the next one: five connections out at once
      // (to five listeners in the host: one local port serves them all) take the next one, and the
      // gRPC port stays free to listen on (unreserved, about half of them would have taken it).
      inside(files.ns!, 'sh', '-c', `echo "${grpc} ${grpc + 1}" > /proc/sys/net/ipv4/ip_local_port_range`);
      const script = `
        const net = require('node:net');
        const listen = (s, port) => new Promise((ok, fail) => s.once('error', fail).listen(port, '${files.ip}', () => ok(s)));
        const connect = (port) => new Promise((ok, fail) => { const c = net.connect(port, '${files.ip}', () => ok(c)).once('error', fail); });
        (async () => {
          const ports = [40001, 40002, 40003, 40004, 40005];
          const sinks = await Promise.all(ports.map((p) => listen(net.createServer(), p)));
          const out = await Promise.all(ports.map(connect));
          const grpc = await listen(net.createServer(), ${grpc});
          console.log(JSON.stringify({ used: [...new Set(out.map((c) => c.localPort))], listened: grpc.address().port }));
          for (const c of out) c.destroy();
          for (const s of [...sinks, grpc]) s.close();
        })().catch((err) => { console.log(JSON.stringify({ error: err.code })); process.exit(0); });`;
      expect(JSON.parse(inside(files.ns!, process.execPath, '-e', script))).toEqual({ used: [grpc + 1], listened: grpc });
    } finally {
      netns.removeNetwork(id);
      netns.releaseId(id);
    }
  });
});
