import type { EventEnvelope, Logger, Subscription } from '@bms/platform';
import { PoisonEvent } from '@bms/platform';

/** Where text messages and emails go. Plug a real provider in here. */
export interface NotificationProvider {
  sms(to: string, text: string): Promise<void>;
  email(to: string, subject: string, text: string): Promise<void>;
}

/** The default provider: writes each notification to the log (DESIGN 6). */
export function logProvider(logger: Logger): NotificationProvider {
  return {
    async sms(to, text) {
      logger.info({ channel: 'sms', to, message: text }, 'notification');
    },
    async email(to, subject, text) {
      logger.info({ channel: 'email', to, subject, message: text }, 'notification');
    },
  };
}

interface SmsData {
  to: string;
  text: string;
}

interface EmailData extends SmsData {
  subject: string;
}

/** The notifier's subscription to notify.sms and notify.email. */
export function notifierSubscription(provider: NotificationProvider): Subscription {
  return {
    durable: 'identity_notifier',
    domain: 'notify',
    types: ['notify.sms', 'notify.email'],
    async handle(evt: EventEnvelope) {
      const d = evt.data as Partial<EmailData>;
      if (typeof d.to !== 'string' || typeof d.text !== 'string') throw new PoisonEvent('notification without to/text');
      if (evt.type === 'notify.sms') await provider.sms(d.to, d.text);
      else await provider.email(d.to, typeof d.subject === 'string' ? d.subject : '', d.text);
    },
  };
}
