import * as fs from 'node:fs';
import * as tls from 'node:tls';
import { courierStack, type CourierStack } from '../support/courier-stack';
import { bearer, codeIn, freshAddress, login, unique } from '../support/harness';
import { Mailpit, type SmtpTls } from '../support/mailpit';

// The other two ways SMTP_URL reaches a mail server, each against a real
// one (Mailpit, AUTH required): smtps:// (TLS from the first byte, the
// server's certificate verified against SMTP_CA_FILE) and smtp://…?tls=off
// (plain text, allowed for a server on this machine only). A recovery
// email end to end through the gateway, its code then used.

/** The first line a server says on a TLS connection from the first byte (its CA trusted). */
function tlsGreeting(port: number, ca: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ host: '127.0.0.1', port, ca: fs.readFileSync(ca), servername: 'localhost' }, () => undefined);
    socket.setTimeout(5_000, () => socket.destroy(new Error('no greeting')));
    socket.once('data', (d: Buffer) => {
      resolve(d.toString('utf8').split('\r\n')[0]!);
      socket.destroy();
    });
    socket.once('error', reject);
  });
}

describe.each<{ mode: SmtpTls; how: string }>([
  { mode: 'implicit', how: 'TLS from the first byte (smtps://)' },
  { mode: 'off', how: 'plain text on loopback (smtp://…?tls=off)' },
])('emails to a mail server speaking $how', ({ mode }) => {
  let mail: Mailpit;
  let s: CourierStack;

  beforeAll(async () => {
    mail = await Mailpit.start({ tls: mode });
    s = await courierStack(`mail${mode}`, {
      SMTP_URL: mail.smtpUrl,
      ...(mode === 'implicit' ? { SMTP_CA_FILE: mail.caFile } : {}),
      MAIL_FROM: 'BMS <no-reply@bms.example.com>',
    });
  }, 180_000);
  afterAll(async () => {
    await s?.stop();
    await mail?.close();
  });

  it('a recovery email arrives; its code sets a new password, which signs in; the start names the server and how it is reached', async () => {
    expect(mail.smtpUrl).toMatch(mode === 'implicit' ? /^smtps:\/\/bms:.*@127\.0\.0\.1:\d+$/ : /^smtp:\/\/bms:.*@127\.0\.0\.1:\d+\?tls=off$/);
    if (mode === 'implicit') expect(await tlsGreeting(mail.smtpPort, mail.caFile)).toMatch(/^220 /);
    const email = `${unique('tls')}@example.com`;
    const res = await s.t.api.post('/api/team').set(bearer(s.admin)).send({ first_name: 'Tia', last_name: 'Wire', email, password: 'first-password' });
    expect(res.status).toBe(201);
    await s.t.api.post('/api/auth/request-reset-password').set('X-Forwarded-For', freshAddress()).send({ email }).expect(200);
    const [got] = await mail.waitFor(email);
    expect(got!.subject).toBe('Reset your BMS password');
    const code = codeIn('email', got!.text)!;
    await s.t.api.post('/api/auth/change-password').send({ code, password: 'second-password', retype_password: 'second-password' }).expect(200);
    await login(s.t.api, email, 'second-password');
    const record = await s.db.collection('courier_messages').findOne({ template: 'recovery', user_id: res.body.record.id as number });
    expect(record).toMatchObject({ status: 'sent', attempts: 1 });

    const log = fs.readFileSync(s.logFile(), 'utf8');
    const said = log
      .split('\n')
      .filter((l) => l.includes('"msg":"emails go to the mail server"'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(said).toEqual([expect.objectContaining({ smtp: `127.0.0.1:${mail.smtpPort}`, tls: mode })]);
    expect(log).not.toContain(mail.password);
  });
});
