import type { ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { lib, tempDir } from './stack';

// Built by npm test's set-up (scripts/test-deps.js); a run of one test file builds it here if need be.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const mailpit = require('../../scripts/mailpit.js') as {
  buildMailpit(): string;
  mailpitBin: string;
  selfSignedCert(into: string, o?: { names?: string[]; ips?: string[] }): { cert: string; key: string };
  mailpitArgs(o: { smtp: string; http: string; cert: string; key: string; authFile: string; database: string }): string[];
  mailpitReady: RegExp;
  mailpitMessages(apiBase: string, to?: string): Promise<Mail[]>;
};

/** A message as Mailpit lists it, with its bodies. */
export interface Mail {
  id: string;
  messageId: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server on loopback: STARTTLS required (a certificate made
 * for the run, its CA in `caFile`), AUTH required (user `bms`), messages
 * kept in a database file so that they outlive a stop and a start.
 */
export class Mailpit {
  private child: ChildProcess | undefined;
  readonly user = 'bms';
  readonly password = 'mail-pass-1';

  private constructor(
    private readonly dir: string,
    readonly smtpPort: number,
    readonly httpPort: number,
    readonly caFile: string,
    private readonly keyFile: string,
  ) {}

  static async start(): Promise<Mailpit> {
    mailpit.buildMailpit();
    const d = tempDir('bms-mailpit-');
    // A certificate for localhost and 127.0.0.1 (its own CA), made with openssl for this run.
    const { cert, key } = mailpit.selfSignedCert(d);
    fs.writeFileSync(path.join(d, 'auth'), 'bms:mail-pass-1\n');
    const m = new Mailpit(d, await lib.freePort(), await lib.freePort(), cert, key);
    await m.resume();
    return m;
  }

  /** SMTP_URL for this server: STARTTLS on its port, with the user's password. */
  get smtpUrl(): string {
    return `smtp://${this.user}:${this.password}@127.0.0.1:${this.smtpPort}`;
  }

  /** Starts the server again (after stop), on the same ports and database. */
  async resume(): Promise<void> {
    const p = lib.startProcess(
      'mailpit',
      mailpit.mailpitBin,
      mailpit.mailpitArgs({
        smtp: `127.0.0.1:${this.smtpPort}`,
        http: `127.0.0.1:${this.httpPort}`,
        cert: this.caFile,
        key: this.keyFile,
        authFile: path.join(this.dir, 'auth'),
        database: path.join(this.dir, 'mail.db'),
      }),
      { env: process.env, ready: mailpit.mailpitReady, logFile: path.join(this.dir, 'mailpit.log') },
    );
    await p.started;
    this.child = p.child;
    // It says it listens a moment before it does.
    const deadline = Date.now() + 10_000;
    for (const port of [this.smtpPort, this.httpPort]) {
      while (!(await lib.reachable('127.0.0.1', port, 500))) {
        if (Date.now() > deadline) throw new Error(`mailpit does not listen on ${port}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }

  async stop(): Promise<void> {
    if (this.child) await lib.stopProcess(this.child, 3000);
    this.child = undefined;
  }

  async close(): Promise<void> {
    await this.stop();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  /** Every message that arrived for `to` (all of them without), oldest first, with bodies. */
  messages(to?: string): Promise<Mail[]> {
    return mailpit.mailpitMessages(`http://127.0.0.1:${this.httpPort}`, to);
  }

  /** Waits until `n` messages arrived for `to`; resolves with them. */
  async waitFor(to: string, n = 1, timeoutMs = 15_000): Promise<Mail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const got = await this.messages(to);
      if (got.length >= n) return got;
      if (Date.now() > deadline) throw new Error(`${got.length} of ${n} emails to ${to} arrived within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
