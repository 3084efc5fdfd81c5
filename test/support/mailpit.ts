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
  mailpitArgs(o: { smtp: string; http: string; cert: string; key: string; authFile: string; database: string; tls?: SmtpTls }): string[];
  mailpitReady: RegExp;
  mailpitMessages(apiBase: string, to?: string): Promise<Mail[]>;
};

/**
 * How the server speaks TLS: STARTTLS required (smtp://), TLS from the
 * first byte (smtps://), or none (smtp://…?tls=off, for loopback only).
 */
export type SmtpTls = 'starttls' | 'implicit' | 'off';

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
 * A real SMTP server on loopback: STARTTLS required unless told otherwise
 * (a certificate made for the run, its CA in `caFile`), AUTH required
 * (user `bms`), messages kept in a database file so that they outlive a
 * stop and a start.
 */
export class Mailpit {
  private child: ChildProcess | undefined;
  private frozen = false;
  readonly user = 'bms';
  readonly password = 'mail-pass-1';

  private constructor(
    private readonly dir: string,
    readonly smtpPort: number,
    readonly httpPort: number,
    readonly caFile: string,
    private readonly keyFile: string,
    readonly tls: SmtpTls,
  ) {}

  static async start(o: { tls?: SmtpTls } = {}): Promise<Mailpit> {
    mailpit.buildMailpit();
    const d = tempDir('bms-mailpit-');
    // A certificate for localhost and 127.0.0.1 (its own CA), made with openssl for this run.
    const { cert, key } = mailpit.selfSignedCert(d);
    fs.writeFileSync(path.join(d, 'auth'), 'bms:mail-pass-1\n');
    const m = new Mailpit(d, await lib.freePort(), await lib.freePort(), cert, key, o.tls ?? 'starttls');
    await m.resume();
    return m;
  }

  /** SMTP_URL for this server, with the user's password: smtp:// (STARTTLS), smtps://, or smtp://…?tls=off. */
  get smtpUrl(): string {
    const scheme = this.tls === 'implicit' ? 'smtps' : 'smtp';
    return `${scheme}://${this.user}:${this.password}@127.0.0.1:${this.smtpPort}${this.tls === 'off' ? '?tls=off' : ''}`;
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
        tls: this.tls,
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
    this.thaw();
    if (this.child) await lib.stopProcess(this.child, 3000);
    this.child = undefined;
  }

  /**
   * Freezes the server (SIGSTOP): connections are still accepted (by the
   * system, into its backlog), but nothing answers them; until thaw or kill.
   */
  freeze(): void {
    this.child?.kill('SIGSTOP');
    this.frozen = !!this.child;
  }

  /** Lets a frozen server go on (SIGCONT) where it stopped. */
  thaw(): void {
    if (this.frozen) this.child?.kill('SIGCONT');
    this.frozen = false;
  }

  /** Kills the server at once (SIGKILL): its connections, open or waiting, are cut. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = undefined;
    this.frozen = false;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
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
