import * as net from 'node:net';
import type Nodemailer from 'nodemailer';
import type { EmailProvider, Handover } from './provider';
import { unlessAborted } from './provider';

export interface SmtpOptions {
  /** SMTP_URL, already checked (courier.config.ts) */
  url: string;
  from: string;
  /** the CA(s) the server's certificate must chain to, instead of the system's */
  ca?: Buffer;
  timeoutMs: number;
}

/** The domain of a sender ("BMS <no-reply@example.com>": example.com), for Message-IDs. */
export function senderDomain(from: string): string {
  return /@([^\s>]+)\s*>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/** What an SMTP failure was, in a line; permanent only when the server refused this message or address for good (5xx). */
function failure(err: unknown): Handover {
  const e = err as { code?: string; responseCode?: number; response?: string; message?: string };
  const answer = (e.response ?? e.message ?? String(err)).replace(/\s+/g, ' ').slice(0, 300);
  const permanent = !!e.responseCode && e.responseCode >= 500 && (e.code === 'EENVELOPE' || e.code === 'EMESSAGE');
  return { ok: false, permanent, error: `SMTP ${[e.code, e.responseCode].filter(Boolean).join(' ') || 'error'}: ${answer}` };
}

/**
 * Email through a mail server with nodemailer: STARTTLS required for
 * smtp:// (the connection fails rather than go on in plain text), TLS from
 * the first byte for smtps://, the certificate always verified. Each
 * message carries a Message-ID made from its key, the same on every
 * attempt, so that a retry after an answer lost on the way (the server
 * may have taken it) is recognisable as the same message.
 */
export function smtpEmail(o: SmtpOptions): EmailProvider {
  const u = new URL(o.url);
  const implicitTls = u.protocol === 'smtps:';
  const plain = u.searchParams.get('tls') === 'off';
  const host = u.hostname.replace(/^\[(.*)\]$/, '$1');
  // Loaded where mail goes through a server, not with identity: nodemailer holds ~3 MB of heap (docs/node-versions.md).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const nodemailer = require('nodemailer') as typeof Nodemailer;
  const transport = nodemailer.createTransport({
    host,
    port: u.port ? Number(u.port) : implicitTls ? 465 : 587,
    secure: implicitTls,
    requireTLS: !implicitTls && !plain,
    ignoreTLS: plain,
    auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
    tls: { minVersion: 'TLSv1.2', ...(net.isIP(host) ? {} : { servername: host }), ...(o.ca ? { ca: o.ca } : {}) },
    connectionTimeout: o.timeoutMs,
    greetingTimeout: o.timeoutMs,
    socketTimeout: o.timeoutMs,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const domain = senderDomain(o.from);
  return {
    name: 'smtp',
    send(m, signal) {
      // nodemailer's timeouts are per step (connecting, the greeting, each silence on the socket):
      // a server that answers every command slowly (a tarpit) held one message for as many times
      // COURIER_TIMEOUT_MS as the dialogue has steps, past the attempt's lease, when another replica
      // takes the message up beside it. One deadline for the whole handover: nodemailer drops the
      // connection when it passes, or when the service stops.
      const cut = new AbortController();
      let late = false;
      const timer = setTimeout(() => {
        late = true;
        cut.abort();
      }, o.timeoutMs);
      const stop = () => cut.abort();
      signal.addEventListener('abort', stop, { once: true });
      const sending = transport
        .sendMail({
          from: o.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          messageId: `<${m.key}@${domain}>`,
          headers: { 'Auto-Submitted': 'auto-generated' },
          signal: cut.signal,
        })
        .then(
          (info): Handover => ({ ok: true, providerId: String(info.response ?? '').slice(0, 200) || null }),
          (err: unknown): Handover => (late ? { ok: false, permanent: false, error: `SMTP: not handed over within ${o.timeoutMs} ms` } : failure(err)),
        )
        .finally(() => {
          clearTimeout(timer);
          signal.removeEventListener('abort', stop);
        });
      return unlessAborted(sending, signal);
    },
    close() {
      transport.close();
    },
  };
}
