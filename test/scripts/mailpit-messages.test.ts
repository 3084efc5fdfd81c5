import * as net from 'node:net';
import { Mailpit } from '../support/mailpit';

/**
 * The tests read what a real SMTP server received through Mailpit's API,
 * oldest first (scripts/mailpit.js). Mailpit gives each message's arrival in
 * RFC 3339 with the fraction's trailing zeros dropped (…10.8Z, then
 * …10.813Z): compared as text, the later one sorted first, and a courier
 * test once read an invitation as the message after it.
 */
describe('the messages Mailpit received, in the order they arrived', () => {
  let mail: Mailpit;
  beforeAll(async () => {
    mail = await Mailpit.start({ tls: 'off' });
  }, 120_000);
  afterAll(() => mail?.close());

  /** One message over plain SMTP (loopback), signed in with AUTH PLAIN; resolves when the server took it. */
  function send(to: string, subject: string): Promise<void> {
    const auth = Buffer.from(`\0${mail.user}\0${mail.password}`).toString('base64');
    const lines = ['EHLO test.invalid', `AUTH PLAIN ${auth}`, 'MAIL FROM:<bms@test.invalid>', `RCPT TO:<${to}>`, 'DATA', `To: <${to}>\r\nSubject: ${subject}\r\n\r\nbody\r\n.`, 'QUIT'];
    return new Promise((resolve, reject) => {
      const socket = net.connect(mail.smtpPort, '127.0.0.1');
      let buffered = '';
      let next = 0;
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        buffered += chunk;
        // One command per complete reply (a reply's last line has a space after its code).
        for (let end = buffered.search(/^\d{3} .*\r\n/m); end >= 0; end = buffered.search(/^\d{3} .*\r\n/m)) {
          const reply = buffered.slice(end).split('\r\n')[0]!;
          buffered = buffered.slice(end + reply.length + 2);
          if (!/^[23]/.test(reply)) return reject(new Error(`SMTP said ${reply} to ${lines[next - 1]}`));
          if (next < lines.length) socket.write(`${lines[next++]}\r\n`);
        }
      });
      socket.on('close', () => (next === lines.length ? resolve() : reject(new Error('SMTP connection closed early'))));
      socket.on('error', reject);
    });
  }

  it('oldest first, across arrivals whose times differ only in their dropped zeros', async () => {
    const to = 'order@test.invalid';
    const subjects = Array.from({ length: 60 }, (_, i) => `message ${i}`);
    for (const s of subjects) await send(to, s);
    const got = await mail.waitFor(to, subjects.length);
    expect(got.map((m) => m.subject)).toEqual(subjects);
  }, 60_000);
});
