import type { ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { lib, tempDir } from './stack';

/**
 * A server of a test's own (NATS with JetStream, or Redis, on a free port),
 * which the test may kill and start again on the same port and store, as a
 * real outage would. The shared NATS and Redis are never stopped.
 */
abstract class OwnServer {
  private child: ChildProcess | undefined;
  protected readonly dir: string;

  protected constructor(
    private readonly name: string,
    readonly port: number,
  ) {
    this.dir = tempDir(`bms-${name}-`);
  }

  protected abstract command(): { bin: string; args: string[]; ready: RegExp };

  abstract get url(): string;

  async up(): Promise<void> {
    const { bin, args, ready } = this.command();
    const p = lib.startProcess(bin, bin, args, { env: process.env, ready, logFile: path.join(this.dir, `${this.name}.log`) });
    this.child = p.child;
    await p.started;
  }

  /** An outage: the server is killed, not asked to stop. */
  async down(): Promise<void> {
    if (!this.child) return;
    const c = this.child;
    this.child = undefined;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGKILL');
    });
  }

  /** Stops for good, and removes the store. */
  async stop(): Promise<void> {
    await this.down();
    if (!process.env.BMS_KEEP_TEST_DATA) fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

export class OwnNats extends OwnServer {
  /** `maxFileStore`: JetStream's store, e.g. '64M' (by default three quarters of the disk's free space). */
  static async start(opts: { maxFileStore?: string } = {}): Promise<OwnNats> {
    const n = new OwnNats('nats', await lib.freePort(), opts.maxFileStore);
    await n.up();
    return n;
  }

  private constructor(
    name: string,
    port: number,
    private readonly maxFileStore?: string,
  ) {
    super(name, port);
  }

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  protected command() {
    const store = path.join(this.dir, 'js');
    const listen = ['-a', '127.0.0.1', '-p', String(this.port)];
    if (!this.maxFileStore) return { bin: 'nats-server', args: ['-js', ...listen, '-sd', store], ready: /Server is ready/ };
    const conf = path.join(this.dir, 'nats.conf');
    fs.writeFileSync(conf, `jetstream {\n  store_dir: "${store}"\n  max_file_store: ${this.maxFileStore}\n}\n`);
    return { bin: 'nats-server', args: ['-c', conf, ...listen], ready: /Server is ready/ };
  }
}

export class OwnRedis extends OwnServer {
  static async start(): Promise<OwnRedis> {
    const r = new OwnRedis('redis', await lib.freePort());
    await r.up();
    return r;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  protected command() {
    return {
      bin: 'redis-server',
      args: ['--bind', '127.0.0.1', '--port', String(this.port), '--save', '', '--appendonly', 'no', '--dir', this.dir],
      ready: /Ready to accept connections/,
    };
  }
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { natsNode, natsUrls } = require('../../scripts/cluster/nats.js') as {
  natsNode(
    node: NatsNodeAddress,
    nodes: NatsNodeAddress[],
    dir: string,
  ): { bin: string; args: string[]; ready: RegExp; log: string };
  natsUrls(nodes: NatsNodeAddress[]): string;
};

interface NatsNodeAddress {
  name: string;
  host: string;
  clientPort: number;
  clusterPort: number;
  monitorPort: number;
}

/**
 * Three NATS nodes of a test's own, routed into one JetStream cluster on
 * loopback (the configuration npm run cluster gives its nodes): a test may
 * kill one node and bring it back.
 */
export class OwnNatsCluster {
  private readonly children = new Map<string, ChildProcess>();

  private constructor(
    private readonly dir: string,
    readonly nodes: NatsNodeAddress[],
  ) {}

  static async start(size = 3): Promise<OwnNatsCluster> {
    const nodes: NatsNodeAddress[] = [];
    for (let i = 1; i <= size; i++) {
      nodes.push({ name: `n${i}`, host: '127.0.0.1', clientPort: await lib.freePort(), clusterPort: await lib.freePort(), monitorPort: await lib.freePort() });
    }
    const c = new OwnNatsCluster(tempDir('bms-nats-cluster-'), nodes);
    await Promise.all(nodes.map((n) => c.up(n.name)));
    await c.ready();
    return c;
  }

  get url(): string {
    return natsUrls(this.nodes);
  }

  async up(name: string): Promise<void> {
    const node = this.nodes.find((n) => n.name === name)!;
    const { bin, args, ready, log } = natsNode(node, this.nodes, this.dir);
    const p = lib.startProcess(`nats ${name}`, bin, args, { env: process.env, ready, logFile: log });
    this.children.set(name, p.child);
    await p.started;
  }

  /** Until every running node says JetStream is healthy (a meta leader is elected). */
  async ready(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (const n of this.nodes.filter((x) => this.children.has(x.name))) {
      for (;;) {
        const ok = await fetch(`http://${n.host}:${n.monitorPort}/healthz`).then((r) => r.ok, () => false);
        if (ok) break;
        if (Date.now() > deadline) throw new Error(`NATS node ${n.name} not healthy in ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  /** An outage of one node: killed, not asked to stop. */
  async down(name: string): Promise<void> {
    const c = this.children.get(name);
    if (!c) return;
    this.children.delete(name);
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGKILL');
    });
  }

  async stop(): Promise<void> {
    await Promise.all([...this.children.keys()].map((n) => this.down(n)));
    if (!process.env.BMS_KEEP_TEST_DATA) fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
