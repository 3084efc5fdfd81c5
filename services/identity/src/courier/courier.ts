import * as fs from 'node:fs';
import { ConfigError, type Logger, type ServiceRuntime } from '@bms/platform';
import type { IdentityConfig } from '../config';
import { deriveKey, SecretBox } from '../connections/secrets';
import { CourierService } from './courier.service';
import { CourierWorker } from './courier.worker';
import { MessageRepository } from './message.repository';
import { logEmail, logSms } from './providers/log.provider';
import type { EmailProvider, SmsProvider } from './providers/provider';
import { smtpEmail } from './providers/smtp.provider';
import { twilioSms, webhookSms } from './providers/sms.provider';
import { RecipientCap } from './recipient-cap';
import { Templates } from './templates/templates';

/** What the courier's variables lack or get wrong together (each alone is checked by the schema). */
export function courierConfigProblems(c: IdentityConfig): string[] {
  const problems: string[] = [];
  if (c.SMTP_URL && !c.MAIL_FROM) problems.push('MAIL_FROM: required with SMTP_URL (the sender of every email, e.g. "BMS <no-reply@example.com>")');
  if (c.SMTP_CA_FILE && !c.SMTP_URL) problems.push('SMTP_CA_FILE: set without SMTP_URL');
  if (c.SMTP_CA_FILE) {
    try {
      fs.readFileSync(c.SMTP_CA_FILE);
    } catch (err) {
      problems.push(`SMTP_CA_FILE: cannot read ${c.SMTP_CA_FILE} (${(err as Error).message})`);
    }
  }
  if (c.SMS_PROVIDER === 'twilio') {
    for (const k of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) if (!c[k]) problems.push(`${k}: required with SMS_PROVIDER=twilio`);
  }
  if (c.SMS_PROVIDER === 'webhook') {
    for (const k of ['SMS_WEBHOOK_URL', 'SMS_WEBHOOK_SECRET'] as const) if (!c[k]) problems.push(`${k}: required with SMS_PROVIDER=webhook`);
  }
  return problems;
}

/** The courier's configuration checked as a whole, before anything starts: ConfigError naming each problem. */
export function checkCourierConfig(c: IdentityConfig): Templates {
  const problems = courierConfigProblems(c);
  if (problems.length) throw new ConfigError('identity', problems);
  return Templates.load(c.TEMPLATES_DIR);
}

/** Where emails go, as the start says it: the mail server (host:port) and how TLS is spoken, never the user or password. */
export function smtpTarget(url: string): { smtp: string; tls: 'starttls' | 'implicit' | 'off' } {
  const u = new URL(url);
  const port = u.port || (u.protocol === 'smtps:' ? '465' : '587');
  return { smtp: `${u.hostname}:${port}`, tls: u.protocol === 'smtps:' ? 'implicit' : u.searchParams.get('tls') === 'off' ? 'off' : 'starttls' };
}

function providersOf(c: IdentityConfig, logger: Logger): { email: EmailProvider; sms: SmsProvider } {
  const email = c.SMTP_URL
    ? smtpEmail({ url: c.SMTP_URL, from: c.MAIL_FROM!, ca: c.SMTP_CA_FILE ? fs.readFileSync(c.SMTP_CA_FILE) : undefined, timeoutMs: c.COURIER_TIMEOUT_MS })
    : logEmail(logger);
  const sms =
    c.SMS_PROVIDER === 'twilio'
      ? twilioSms({ baseUrl: c.TWILIO_BASE_URL, accountSid: c.TWILIO_ACCOUNT_SID!, authToken: c.TWILIO_AUTH_TOKEN!, from: c.TWILIO_FROM!, timeoutMs: c.COURIER_TIMEOUT_MS })
      : c.SMS_PROVIDER === 'webhook'
        ? webhookSms({ url: c.SMS_WEBHOOK_URL!, secret: c.SMS_WEBHOOK_SECRET!, timeoutMs: c.COURIER_TIMEOUT_MS })
        : logSms(logger);
  if (email.name === 'log') logger.warn('no SMTP_URL: emails (recovery codes, invitations, notices) are written to the log, not sent');
  else logger.info(smtpTarget(c.SMTP_URL!), 'emails go to the mail server');
  if (sms.name === 'log') logger.warn('SMS_PROVIDER=log: text messages (sign-in codes) are written to the log, not sent');
  else logger.info({ provider: sms.name, at: new URL(sms.name === 'twilio' ? c.TWILIO_BASE_URL : c.SMS_WEBHOOK_URL!).origin }, 'text messages go to the SMS provider');
  return { email, sms };
}

/**
 * The courier from configuration: messages stored as records (their
 * content encrypted with a key derived from the token-signing key), the
 * per-recipient cap on codes, the worker that hands them to the mail
 * server and the SMS provider, their metrics, and the pruning of old
 * records.
 */
export function createCourier(rt: ServiceRuntime, c: IdentityConfig, templates: Templates) {
  const messages = new MessageRepository(rt.conn, rt.counters);
  const cap = new RecipientCap(rt.conn.db!, c.CODES_PER_RECIPIENT_PER_HOUR);
  const outcomes = rt.metrics.counter('bms_courier_messages_total', 'Attempts to send a message, by channel and outcome (sent, failed: retried, abandoned)', ['channel', 'outcome']);
  const capped = rt.metrics.counter('bms_courier_codes_capped_total', "Codes not sent because their recipient had had this hour's share", ['channel']);
  let waiting = { at: 0, value: {} as Record<string, number> };
  rt.metrics.gauge('bms_courier_messages_waiting', 'Messages queued or being retried, by channel', ['channel'], async (g) => {
    if (Date.now() - waiting.at > 5_000) waiting = { at: Date.now(), value: await messages.waiting().catch(() => waiting.value) };
    g.reset();
    for (const [channel, n] of Object.entries(waiting.value)) g.set({ channel }, n);
  });

  // Wakes the worker (declared below) when a message is queued.
  const queued = () => worker.kick();
  const box = new SecretBox(deriveKey(c.JWT_PRIVATE_KEY, 'courier-messages-v1'));
  const service = new CourierService(messages, box, cap, c.COURIER_RETRY_FOR_SECONDS * 1000, rt.logger, queued, (channel) => capped.inc({ channel }));
  const providers = providersOf(c, rt.logger);
  const worker = new CourierWorker(messages, service, templates, providers, rt.logger, { outcome: (channel, outcome) => outcomes.inc({ channel, outcome }) }, {
    timeoutMs: c.COURIER_TIMEOUT_MS,
    firstRetryMs: c.COURIER_FIRST_RETRY_MS,
    maxRetryMs: c.COURIER_MAX_RETRY_MS,
    concurrency: c.COURIER_CONCURRENCY,
    publicUrl: c.PUBLIC_URL,
  });

  let pruning: NodeJS.Timeout | undefined;
  return {
    service,
    messages,
    start() {
      worker.start();
      pruning = setInterval(() => {
        const before = new Date(Date.now() - c.COURIER_RETENTION_DAYS * 24 * 3_600_000);
        void messages.prune(before).catch((err: unknown) => rt.logger.warn({ err: String(err) }, 'courier message pruning failed'));
        void cap.prune().catch(() => undefined);
      }, 3_600_000);
      pruning.unref();
    },
    async stop() {
      if (pruning) clearInterval(pruning);
      await worker.stop();
      providers.email.close();
    },
  };
}

export type Courier = ReturnType<typeof createCourier>;
