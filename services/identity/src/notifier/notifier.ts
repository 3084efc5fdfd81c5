import type mongoose from 'mongoose';
import type { EventEnvelope, Logger, Subscription } from '@bms/platform';
import { PoisonEvent } from '@bms/platform';

/**
 * Where text messages and emails go. Plug a real provider in here; `key`
 * (the event id) is the same for a repeat, for a provider that can drop one.
 */
export interface NotificationProvider {
  sms(to: string, text: string, key: string): Promise<void>;
  email(to: string, subject: string, text: string, key: string): Promise<void>;
}

interface SentDoc {
  _id: string;
  at: Date;
}

/** The default provider: writes each notification to the log. */
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

/**
 * The notifier's subscription to notify.sms and notify.email. Each
 * notification is sent once: its event id is claimed in `sent` before the
 * provider is called (and let go if the provider fails), so an event
 * handled again (a crash after the send, before the consumer recorded it)
 * sends nothing. A crash between the claim and the send loses that one
 * message, which its user asks for again: a code is never sent twice.
 */
export function notifierSubscription(provider: NotificationProvider, sent: mongoose.mongo.Collection<SentDoc>): Subscription {
  return {
    durable: 'identity_notifier',
    domain: 'notify',
    types: ['notify.sms', 'notify.email'],
    async handle(evt: EventEnvelope) {
      const d = evt.data as Partial<EmailData>;
      if (typeof d.to !== 'string' || typeof d.text !== 'string') throw new PoisonEvent('notification without to/text');
      const claimed = await sent.insertOne({ _id: evt.id, at: new Date() }).then(
        () => true,
        (err: { code?: number }) => {
          if (err.code === 11000) return false;
          throw err;
        },
      );
      if (!claimed) return;
      try {
        if (evt.type === 'notify.sms') await provider.sms(d.to, d.text, evt.id);
        else await provider.email(d.to, typeof d.subject === 'string' ? d.subject : '', d.text, evt.id);
      } catch (err) {
        await sent.deleteOne({ _id: evt.id }).catch(() => undefined);
        throw err;
      }
    },
  };
}

/** Where sent notifications are remembered (as long as their events may come back). */
export function sentNotifications(db: mongoose.mongo.Db): mongoose.mongo.Collection<SentDoc> {
  const col = db.collection<SentDoc>('notifications_sent');
  void col.createIndex({ at: 1 }, { expireAfterSeconds: 8 * 24 * 3600 }).catch(() => undefined);
  return col;
}
