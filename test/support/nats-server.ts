import type { ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { lib, tempDir } from './stack';

/**
 * A NATS server of a test's own (with JetStream, on a free port), which the
 * test may stop and start again on the same port and store, as a real
 * outage would. The shared NATS on 4222 is never stopped.
 */
export class OwnNats {
  private child: ChildProcess | undefined;
  private readonly dir = tempDir('bms-nats-');

  private constructor(readonly port: number) {}

  static async start(): Promise<OwnNats> {
    const n = new OwnNats(await lib.freePort());
    await n.up();
    return n;
  }

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    const p = lib.startProcess('nats-server', 'nats-server', ['-js', '-a', '127.0.0.1', '-p', String(this.port), '-sd', path.join(this.dir, 'js')], {
      env: process.env,
      ready: /Server is ready/,
      logFile: path.join(this.dir, 'nats.log'),
    });
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
