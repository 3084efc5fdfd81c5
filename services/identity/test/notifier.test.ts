import { type Connection, connectMongo, createLogger, newEvent } from '@bms/platform';
import { dbUrl, readStack } from '../../../test/support/stack';
import { type NotificationProvider, notifierSubscription, sentNotifications } from '../src/notifier/notifier';

const logger = createLogger('test', process.env.TEST_LOG ?? 'silent');

/** A provider that records what it was asked to send, and fails while told to. */
function recordingProvider() {
  const sent: Array<{ to: string; text: string; key: string }> = [];
  let failuresLeft = 0;
  const provider: NotificationProvider = {
    async sms(to, text, key) {
      if (failuresLeft-- > 0) throw new Error('provider unreachable');
      sent.push({ to, text, key });
    },
    async email(to, _subject, text, key) {
      if (failuresLeft-- > 0) throw new Error('provider unreachable');
      sent.push({ to, text, key });
    },
  };
  return { provider, sent, failNext: (n: number) => (failuresLeft = n) };
}

/** The notifier's handler on the test stack's database, as identity runs it. */
describe('the notifier', () => {
  let conn: Connection;

  beforeAll(async () => {
    conn = await connectMongo(dbUrl(readStack(), `notifier_${Date.now()}`), logger);
  });
  afterAll(() => conn.close());

  it('when an event is handled twice (a crash before the consumer recorded it), the code is sent once', async () => {
    const { provider, sent } = recordingProvider();
    const sub = notifierSubscription(provider, sentNotifications(conn.db!));
    const evt = newEvent('notify.sms', { to: '+15550000001', text: 'Your code is 123456', code: '123456' }, 0);
    await sub.handle(evt);
    await sub.handle(evt);
    expect(sent).toEqual([{ to: '+15550000001', text: 'Your code is 123456', key: evt.id }]);
  });

  it('when the provider fails, the retry sends it, once', async () => {
    const { provider, sent, failNext } = recordingProvider();
    const sub = notifierSubscription(provider, sentNotifications(conn.db!));
    const evt = newEvent('notify.email', { to: 'a@example.com', subject: 'Code', text: 'Your code is 654321', code: '654321' }, 0);
    failNext(1);
    await expect(sub.handle(evt)).rejects.toThrow('provider unreachable');
    await sub.handle(evt);
    await sub.handle(evt);
    expect(sent).toEqual([{ to: 'a@example.com', text: 'Your code is 654321', key: evt.id }]);
  });
});
