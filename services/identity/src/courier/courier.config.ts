import * as net from 'node:net';
import { z } from 'zod';
import { env } from '@bms/platform';

/** Whether a host name or address is this machine's own (loopback). */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (net.isIPv4(h)) return h.startsWith('127.');
  return h === '::1';
}

const urlOf = (v: string): URL | null => (URL.canParse(v) ? new URL(v) : null);

/** Why SMTP_URL is not usable, or null. Plain text (?tls=off) only to this machine. */
export function smtpUrlProblem(v: string): string | null {
  const u = urlOf(v);
  if (!u) return 'must be a URL such as smtp://user:password@mail.example.com:587';
  if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:') return 'must start with smtp:// (STARTTLS, required) or smtps:// (TLS from the first byte)';
  if (!u.hostname) return 'must name the mail server: smtp://user:password@mail.example.com:587';
  for (const k of u.searchParams.keys()) if (k !== 'tls') return `unknown parameter ?${k}= (only ?tls=off, for a server on this machine)`;
  const tls = u.searchParams.get('tls');
  if (tls === null) return null;
  if (tls !== 'off') return '?tls= takes only off';
  if (u.protocol === 'smtps:') return 'smtps:// is TLS from the first byte: ?tls=off contradicts it';
  if (!isLoopbackHost(u.hostname)) return `?tls=off (mail and password in plain text) is allowed only for a server on this machine (localhost, 127.0.0.1, ::1), not ${u.hostname}`;
  return null;
}

/** Why an SMS provider's URL is not usable, or null: https, or http to this machine. */
export function providerUrlProblem(v: string): string | null {
  const u = urlOf(v);
  if (!u) return 'must be an absolute https URL';
  if (u.protocol === 'https:') return null;
  if (u.protocol === 'http:' && isLoopbackHost(u.hostname)) return null;
  return `must be https (plain http only to this machine), not ${u.protocol}//${u.host}`;
}

const checkedString = (problem: (v: string) => string | null) =>
  z.string().superRefine((v, ctx) => {
    const p = problem(v);
    if (p) ctx.addIssue({ code: 'custom', message: p });
  });

const checked = (problem: (v: string) => string | null, description: string) => checkedString(problem).optional().describe(description);

/** The courier's variables (emails and text messages), part of identity's configuration. */
export const courierVariables = {
  SMTP_URL: checked(
    smtpUrlProblem,
    'mail server for emails: smtp://user:password@host:587 (STARTTLS required), smtps://…:465 (TLS), ?tls=off only for a loopback host; unset: emails go to the log',
  ),
  SMTP_CA_FILE: env.optionalString("PEM file of the CA(s) the mail server's certificate must chain to, instead of the system's (a private CA)"),
  MAIL_FROM: env.optionalString('sender of every email, e.g. "BMS <no-reply@example.com>" (required with SMTP_URL)'),
  SMS_PROVIDER: z.enum(['log', 'twilio', 'webhook']).default('log').describe('where text messages go: log, twilio (its Messages API) or webhook (a signed JSON POST)'),
  TWILIO_ACCOUNT_SID: env.optionalString('Twilio account SID (user name of the basic auth, and part of the Messages URL)'),
  TWILIO_AUTH_TOKEN: env.optionalString('Twilio auth token (password of the basic auth)'),
  TWILIO_FROM: env.optionalString('sender of text messages at Twilio: a number in E.164 (+15550001111) or a messaging service SID'),
  TWILIO_BASE_URL: checkedString(providerUrlProblem).default('https://api.twilio.com').describe("Twilio's API address; http only for a loopback host (tests)"),
  SMS_WEBHOOK_URL: checked(providerUrlProblem, 'with SMS_PROVIDER=webhook: where each text message is POSTed as JSON {id, to, text}'),
  SMS_WEBHOOK_SECRET: env.optionalString('with SMS_PROVIDER=webhook: the secret of its X-Signature (signed like outgoing webhooks)'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional().describe(
    "the system's public address (the gateway's), for links in emails: recovery links open its /admin/reset-password; unset: emails carry the code only",
  ),
  TEMPLATES_DIR: env.optionalString('folder of message templates that replace the built-in ones, as language/template/subject.txt, body.txt, body.html (docs/notifications.md)'),
  COURIER_TIMEOUT_MS: env.int(15_000, 'how long one attempt to hand a message to the mail server or SMS provider may take'),
  COURIER_FIRST_RETRY_MS: env.int(5_000, 'delay before the first retry of a message; each next one doubles (with jitter) up to COURIER_MAX_RETRY_MS'),
  COURIER_MAX_RETRY_MS: env.int(60_000, 'longest delay between two attempts of a message (so that it goes out soon after an outage ends)'),
  COURIER_RETRY_FOR_SECONDS: env.int(86_400, 'how long a message without a code (a notice) is retried before it is abandoned; a code is retried only while it is valid'),
  COURIER_CONCURRENCY: env.int(4, 'messages handed over at once, per identity replica'),
  CODE_REQUEST_CONCURRENCY: env.int(
    4,
    'requests for a recovery email or a sign-in code handled at once (address looked up, code made, message queued), per identity replica; 0: this replica records them for others',
  ),
  COURIER_RETENTION_DAYS: env.int(7, 'how long sent and abandoned message records are kept (without their content)'),
  CODES_PER_RECIPIENT_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(5)
    .describe('codes (sign-in, phone change, recovery, invitation) one email address or phone receives per hour at most, whoever asks, across replicas'),
  INVITATION_TTL_SECONDS: env.int(604_800, "lifetime of the link in a new team member's invitation to set a password"),
};
