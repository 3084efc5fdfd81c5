import { type ChildProcess, execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { lib, tempDir } from './stack';

// Built by npm test's set-up (scripts/test-deps.js); a run of one test file builds it here if need be.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildMailpit, mailpitBin } = require('../../scripts/mailpit.js') as { buildMailpit(): string; mailpitBin: string };

/** A self-signed certificate for localhost and 127.0.0.1 (its own CA), made with openssl for this run. */
export function selfSignedCert(into: string): { cert: string; key: string } {
  const cert = path.join(into, 'cert.pem');
  const key = path.join(into, 'key.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '2',
    '-keyout', key, '-out', cert, '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ], { stdio: 'ignore' });
  return { cert, key };
}

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
    buildMailpit();
    const d = tempDir('bms-mailpit-');
    const { cert, key } = selfSignedCert(d);
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
      mailpitBin,
      [
        '--smtp', `127.0.0.1:${this.smtpPort}`, '--listen', `127.0.0.1:${this.httpPort}`,
        '--smtp-tls-cert', this.caFile, '--smtp-tls-key', this.keyFile, '--smtp-require-starttls',
        '--smtp-auth-file', path.join(this.dir, 'auth'),
        '--database', path.join(this.dir, 'mail.db'), '--disable-version-check', '--max', '5000',
      ],
      { env: process.env, ready: /\[http\] accessible via/, logFile: path.join(this.dir, 'mailpit.log') },
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

  private async api<T>(p: string): Promise<T> {
    const res = await fetch(`http://127.0.0.1:${this.httpPort}/api/v1/${p}`);
    if (!res.ok) throw new Error(`mailpit ${p}: ${res.status}`);
    return (await res.json()) as T;
  }

  /** Every message that arrived for `to` (all of them without), oldest first, with bodies. */
  async messages(to?: string): Promise<Mail[]> {
    const q = to ? `search?query=${encodeURIComponent(`to:"${to}"`)}&limit=1000` : 'messages?limit=1000';
    const list = await this.api<{ messages: Array<{ ID: string; MessageID: string; To: Array<{ Address: string }>; Subject: string; Created: string }> }>(q);
    const found = list.messages.filter((m) => !to || m.To.some((t) => t.Address.toLowerCase() === to.toLowerCase()));
    found.sort((a, b) => a.Created.localeCompare(b.Created));
    return Promise.all(
      found.map(async (m) => {
        const full = await this.api<{ Text: string; HTML: string }>(`message/${m.ID}`);
        return { id: m.ID, messageId: m.MessageID, to: m.To.map((t) => t.Address), subject: m.Subject, text: full.Text, html: full.HTML };
      }),
    );
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
