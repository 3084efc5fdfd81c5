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
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

export class OwnNats extends OwnServer {
  static async start(): Promise<OwnNats> {
    const n = new OwnNats('nats', await lib.freePort());
    await n.up();
    return n;
  }

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  protected command() {
    return {
      bin: 'nats-server',
      args: ['-js', '-a', '127.0.0.1', '-p', String(this.port), '-sd', path.join(this.dir, 'js')],
      ready: /Server is ready/,
    };
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
