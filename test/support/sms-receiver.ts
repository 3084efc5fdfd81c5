import * as crypto from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signature } from '../../services/identity/src/webhooks/sender';

/** A text message as the receiver took it. */
export interface ReceivedText {
  shape: 'twilio' | 'webhook';
  to: string;
  text: string;
  /** the webhook's id; Twilio's From */
  id?: string;
  from?: string;
  at: number;
}

export interface ReceiverOptions {
  twilio?: { sid: string; token: string };
  webhookSecret?: string;
}

/**
 * An HTTP receiver of text messages on loopback, in both shapes the
 * courier speaks: Twilio's Messages resource (a form POST with basic auth,
 * answered 201 with a message SID) and the signed JSON webhook (its
 * X-Signature checked). It can be told to fail, to hold requests
 * unanswered, or stopped and started.
 */
export class SmsReceiver {
  readonly received: ReceivedText[] = [];
  /** requests answered with a failure (while failing) */
  refused = 0;
  private failing: number | null = null;
  /** requests taken while holding, answered (and taken in) on release */
  private held: Array<() => void> | null = null;
  private server: http.Server | undefined;
  port = 0;

  private constructor(private readonly opts: ReceiverOptions) {}

  static async start(opts: ReceiverOptions): Promise<SmsReceiver> {
    const r = new SmsReceiver(opts);
    await r.resume();
    return r;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get webhookUrl(): string {
    return `${this.baseUrl}/sms`;
  }

  /** Answers every request with `status` (a provider in trouble) until called with null. */
  failWith(status: number | null): void {
    this.failing = status;
  }

  /** Takes requests in but answers none (a provider that hangs) until release. */
  hold(): void {
    this.held ??= [];
  }

  /** Handles the requests held, in their order, and the next ones at once. */
  release(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const handle of held) handle();
  }

  /** Requests held, not yet answered. */
  get holding(): number {
    return this.held?.length ?? 0;
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse, body: string): void {
    const reply = (status: number, json: unknown): void => {
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
    };
    if (this.failing !== null) {
      this.refused++;
      return reply(this.failing, { code: 20500, message: 'Service unavailable (told to fail)' });
    }
    const twilio = this.opts.twilio;
    if (twilio && req.url === `/2010-04-01/Accounts/${twilio.sid}/Messages.json`) {
      const expected = `Basic ${Buffer.from(`${twilio.sid}:${twilio.token}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return reply(401, { code: 20003, message: 'Authenticate' });
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) return reply(400, { code: 20001, message: 'form expected' });
      const form = new URLSearchParams(body);
      const to = form.get('To') ?? '';
      if (!/^\+[1-9]\d{6,14}$/.test(to)) return reply(400, { code: 21211, message: `The 'To' number ${to} is not a valid phone number.` });
      this.received.push({ shape: 'twilio', to, text: form.get('Body') ?? '', from: form.get('From') ?? '', at: Date.now() });
      return reply(201, { sid: `SM${crypto.randomBytes(16).toString('hex')}`, status: 'queued', to });
    }
    if (this.opts.webhookSecret && req.url === '/sms') {
      const sig = String(req.headers['x-signature'] ?? '');
      const t = Number(/t=(\d+)/.exec(sig)?.[1]);
      if (!t || signature(this.opts.webhookSecret, body, t) !== sig) return reply(401, { error: 'bad signature' });
      const m = JSON.parse(body) as { id: string; to: string; text: string };
      this.received.push({ shape: 'webhook', id: m.id, to: m.to, text: m.text, at: Date.now() });
      return reply(200, { ok: true });
    }
    reply(404, { message: 'not here' });
  }

  /** Listens (again, on the same port after stop). */
  async resume(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const parts: Buffer[] = [];
      req.on('data', (c: Buffer) => parts.push(c));
      req.on('end', () => {
        const handle = () => this.handle(req, res, Buffer.concat(parts).toString('utf8'));
        if (this.held) this.held.push(handle);
        else handle();
      });
    });
    await new Promise<void>((r) => this.server!.listen(this.port, '127.0.0.1', r));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Stops listening: connections are refused until resume. */
  async stop(): Promise<void> {
    const s = this.server;
    this.server = undefined;
    this.held = null;
    if (!s) return;
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }

  /** The texts that arrived for `to`. */
  to(to: string): ReceivedText[] {
    return this.received.filter((m) => m.to === to);
  }

  /** Waits until `n` texts arrived for `to`; resolves with them. */
  async waitFor(to: string, n = 1, timeoutMs = 15_000): Promise<ReceivedText[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const got = this.to(to);
      if (got.length >= n) return got;
      if (Date.now() > deadline) throw new Error(`${got.length} of ${n} texts to ${to} arrived within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
