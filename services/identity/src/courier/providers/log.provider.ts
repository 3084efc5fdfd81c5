import type { Logger } from '@bms/platform';
import type { EmailProvider, SmsProvider } from './provider';

/**
 * The providers of a local run: each message is written to the log, where
 * a developer reads the code. Never configured in production (set
 * SMTP_URL and SMS_PROVIDER).
 */
export function logEmail(logger: Logger): EmailProvider {
  return {
    name: 'log',
    async send(m) {
      logger.info({ channel: 'email', to: m.to, message_id: m.key, subject: m.subject, message: m.text }, 'notification');
      return { ok: true, providerId: null };
    },
    close() {},
  };
}

export function logSms(logger: Logger): SmsProvider {
  return {
    name: 'log',
    async send(m) {
      logger.info({ channel: 'sms', to: m.to, message_id: m.key, message: m.text }, 'notification');
      return { ok: true, providerId: null };
    },
  };
}
