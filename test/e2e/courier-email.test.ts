import * as fs from 'node:fs';
import * as path from 'node:path';
import { aPhone } from '../support/builders';
import { courierStack, type CourierStack } from '../support/courier-stack';
import { bearer, codeIn, freshAddress, login, type TestGateway, unique } from '../support/harness';
import { type Mail, Mailpit } from '../support/mailpit';
import { tempDir } from '../support/stack';
import { until } from '../support/wait';

// Emails through a real SMTP server on loopback (Mailpit: STARTTLS and AUTH
// required, a certificate made for the run, its CA given to identity as
// SMTP_CA_FILE), end to end through the gateway. identity's TEMPLATES_DIR
// replaces the German invitation's subject and text.

const FROM_DOMAIN = 'bms.example.com';
const PUBLIC_URL = 'https://console.bms.example.com';

/** The templates folder: de/invitation's subject and text (its HTML stays the built-in one). */
function templatesDir(): string {
  const dir = tempDir('bms-templates-');
  const at = path.join(dir, 'de', 'invitation');
  fs.mkdirSync(at, { recursive: true });
  fs.writeFileSync(path.join(at, 'subject.txt'), 'Ihr Zugang zu BMS wartet, {{name}}\n');
  fs.writeFileSync(path.join(at, 'body.txt'), 'Guten Tag {{name}},\n\nIhr Code ({{days}} Tage gültig):\n{{code}}\n{{#link}}\nOder hier: {{link}}\n{{/link}}\n-- Ihr Team (eigene Vorlage)\n');
  return dir;
}

describe('emails through a real SMTP server', () => {
  let mail: Mailpit;
  let s: CourierStack;
  let t: TestGateway;
  let templates: string;

  beforeAll(async () => {
    mail = await Mailpit.start();
    templates = templatesDir();
    s = await courierStack('mail', {
      TEMPLATES_DIR: templates,
      SMTP_URL: mail.smtpUrl,
      SMTP_CA_FILE: mail.caFile,
      MAIL_FROM: `BMS <no-reply@${FROM_DOMAIN}>`,
      PUBLIC_URL,
      COURIER_FIRST_RETRY_MS: '200',
      COURIER_MAX_RETRY_MS: '1000',
      CODES_PER_RECIPIENT_PER_HOUR: '3',
    });
    t = s.t;
  }, 180_000);
  afterAll(async () => {
    await s?.stop();
    await mail?.close();
    if (templates) fs.rmSync(templates, { recursive: true, force: true });
  });

  /** A team member made by the admin (with a password unless told otherwise). */
  const member = async (fields: Record<string, unknown> = {}) => {
    const email = `${unique('mail')}@example.com`;
    const body = { first_name: 'Pat', last_name: 'Doe', email, password: 'first-password', phone: aPhone(), ...fields };
    const res = await t.api.post('/api/team').set(bearer(s.admin)).send(body);
    // the body too: what a refusal says is the cause
    expect({ status: res.status, body: res.body }).toMatchObject({ status: 201 });
    return { id: res.body.record.id as number, email, password: body.password as string | undefined };
  };
  const recover = (email: string) => t.api.post('/api/auth/request-reset-password').set('X-Forwarded-For', freshAddress()).send({ email });
  const outcomes = (outcome: string) => s.metric('bms_courier_messages_total', { channel: 'email', outcome });
  const codeOf = (m: Mail) => {
    const code = codeIn('email', m.text);
    if (!code) throw new Error(`no code in ${m.text}`);
    return code;
  };

  it('says at start where emails go: the mail server and its TLS, never the password; text messages to the log', () => {
    const lines = fs.readFileSync(s.logFile(), 'utf8').split('\n');
    const said = (msg: string) => lines.filter((l) => l.includes(`"msg":"${msg}"`)).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(said('emails go to the mail server')).toEqual([expect.objectContaining({ level: 30, smtp: `127.0.0.1:${mail.smtpPort}`, tls: 'starttls' })]);
    expect(said('SMS_PROVIDER=log: text messages (sign-in codes) are written to the log, not sent')).toHaveLength(1);
    expect(lines.some((l) => l.includes('no SMTP_URL'))).toBe(false);
    expect(lines.some((l) => l.includes(mail.password))).toBe(false);
  });

  it('recovery: the email arrives; its code sets a new password, which signs in; the link opens the console page with the code', async () => {
    const m = await member();
    expect((await recover(m.email)).status).toBe(200);
    const [got] = await mail.waitFor(m.email);
    expect(got!.subject).toBe('Reset your BMS password');
    expect(got!.messageId).toMatch(new RegExp(`^[0-9a-f-]{36}@${FROM_DOMAIN.replace(/\./g, '\\.')}$`));
    const code = codeOf(got!);
    const link = `${PUBLIC_URL}/admin/reset-password#code=${code}`;
    expect(got!.text).toContain(link);
    expect(got!.html).toContain(`href="${link}"`);

    const change = await t.api.post('/api/auth/change-password').send({ code, password: 'second-password', retype_password: 'second-password' });
    expect(change.status).toBe(200);
    await login(t.api, m.email, 'second-password');
    // And the member is told their password changed.
    const [, notice] = await mail.waitFor(m.email, 2);
    expect(notice!.subject).toBe('Your BMS password was changed');
    expect(codeIn('email', notice!.text)).toBeUndefined();
  });

  it("in the member's language, English when there is none of it; values escaped in the HTML", async () => {
    const de = await member({ language: 'de', first_name: '<b>Jö</b> & "Co"' });
    const fr = await member({ language: 'fr-CA' });
    await recover(de.email).expect(200);
    await recover(fr.email).expect(200);
    const [german] = await mail.waitFor(de.email);
    expect(german!.subject).toBe('BMS-Passwort zurücksetzen');
    expect(german!.text).toContain('Hallo <b>Jö</b> & "Co" Doe,');
    expect(german!.html).toContain('Hallo &#60;b&#62;Jö&#60;/b&#62; &#38; &#34;Co&#34; Doe,');
    expect(german!.html).not.toContain('<b>Jö');
    const [english] = await mail.waitFor(fr.email);
    expect(english!.subject).toBe('Reset your BMS password');
  });

  it('a member made without a password is invited; the invitation sets the password', async () => {
    const m = await member({ password: undefined, language: 'en' });
    const [invitation] = await mail.waitFor(m.email);
    expect(invitation!.subject).toBe('Welcome to BMS: choose your password');
    const code = codeOf(invitation!);
    expect(invitation!.text).toContain(`${PUBLIC_URL}/admin/reset-password#code=${code}&invited=1`);
    await t.api.post('/api/auth/change-password').send({ code, password: 'chosen-password', retype_password: 'chosen-password' }).expect(200);
    await login(t.api, m.email, 'chosen-password');
  });

  it("TEMPLATES_DIR: a German member's invitation comes in the folder's words (its HTML, and every other message, built in)", async () => {
    const m = await member({ password: undefined, language: 'de', first_name: 'Uwe' });
    const [invitation] = await mail.waitFor(m.email);
    expect(invitation!.subject).toBe('Ihr Zugang zu BMS wartet, Uwe Doe');
    const code = codeOf(invitation!);
    expect(invitation!.text.replace(/\r\n/g, '\n')).toBe(
      `Guten Tag Uwe Doe,\n\nIhr Code (7 Tage gültig):\n${code}\n\nOder hier: ${PUBLIC_URL}/admin/reset-password#code=${code}&invited=1\n\n-- Ihr Team (eigene Vorlage)\n`,
    );
    // The folder has no body.html: the built-in German one.
    expect(invitation!.html).toContain('für Sie wurde ein BMS-Konto angelegt');
    expect(invitation!.html).not.toContain('eigene Vorlage');
    await t.api.post('/api/auth/change-password').send({ code, password: 'chosen-password', retype_password: 'chosen-password' }).expect(200);
    // Another template in German, and the invitation in English: built in.
    const [, changed] = await mail.waitFor(m.email, 2);
    expect(changed!.subject).toBe('Ihr BMS-Passwort wurde geändert');
    const en = await member({ password: undefined, language: 'en' });
    expect((await mail.waitFor(en.email))[0]!.subject).toBe('Welcome to BMS: choose your password');
  });

  it('a change of email is told to the old address; a change of password to the member', async () => {
    const m = await member();
    const next = `${unique('moved')}@example.com`;
    await t.api.patch(`/api/team/${m.id}`).set(bearer(s.admin)).send({ email: next }).expect(200);
    const [moved] = await mail.waitFor(m.email);
    expect(moved!.subject).toBe('The email address of your BMS account was changed');
    expect(moved!.text).toContain(next);
    await t.api.patch(`/api/team/${m.id}`).set(bearer(s.admin)).send({ password: 'admin-set-password' }).expect(200);
    const [changed] = await mail.waitFor(next);
    expect(changed!.subject).toBe('Your BMS password was changed');
  });

  it("the admin's list shows each message masked and without content; a sent record and the event stream hold no code", async () => {
    const m = await member();
    await recover(m.email).expect(200);
    const code = codeOf((await mail.waitFor(m.email))[0]!);
    const list = await t.api.get('/api/admin/messages?channel=email&status=sent&limit=100').set(bearer(s.admin));
    expect(list.status).toBe(200);
    expect(list.body.meta).toMatchObject({ current_page: 1, per_page: 100 });
    const masked = `${m.email[0]}***@example.com`;
    const mine = (list.body.records as Array<Record<string, unknown>>).find((r) => r.to === masked && r.template === 'recovery');
    expect(mine).toMatchObject({ channel: 'email', status: 'sent', attempts: 1, last_error: null, language: 'en' });
    expect(JSON.stringify(list.body)).not.toContain(code);
    expect(JSON.stringify(list.body)).not.toContain(m.email);

    const record = await s.db.collection('courier_messages').findOne({ _id: mine!.id as never });
    expect(record).toMatchObject({ status: 'sent', sealed: null, to: null });
    expect(JSON.stringify(await s.db.collection('courier_messages').find({}).toArray())).not.toContain(code);
    expect(s.nats.seen.filter((n) => /(^|\.)notify\./.test(n.subject))).toEqual([]);
    expect(s.nats.seen.some((n) => n.body.includes(code))).toBe(false);

    const staff = await member();
    const token = await login(t.api, staff.email, staff.password!);
    expect((await t.api.get('/api/admin/messages').set(bearer(token))).status).toBe(403);
    expect((await t.api.get('/api/admin/messages?status=lost').set(bearer(s.admin))).status).toBe(422);
  });

  it('an address receives at most the hourly number of codes, whoever asks and through whichever replica', async () => {
    const m = await member();
    const other = await s.replica();
    try {
      const answers = [];
      for (let i = 0; i < 6; i++) {
        const g = i % 2 ? other : t;
        answers.push(await g.api.post('/api/auth/request-reset-password').set('X-Forwarded-For', freshAddress()).send({ email: m.email }));
      }
      expect(new Set(answers.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).size).toBe(1);
      await mail.waitFor(m.email, 3);
      await new Promise((r) => setTimeout(r, 1500));
      expect(await mail.messages(m.email)).toHaveLength(3);
    } finally {
      // Its courier would take a share of the later tests' messages, which count and log them on replica 0.
      await s.kill(1, 'SIGTERM');
    }
  });

  it('with the SMTP server stopped and started again, every message arrives once', async () => {
    const members = await Promise.all([member(), member(), member(), member()]);
    await mail.stop();
    try {
      for (const m of members) await recover(m.email).expect(200);
      // Each is tried, fails (connection refused), and is retried (failed, or sending again).
      const tried = async () =>
        (await s.db.collection('courier_messages').find({ to: { $in: members.map((m) => m.email) }, attempts: { $gte: 1 } }).toArray()).filter(
          (r) => (r.status === 'failed' || r.status === 'sending') && r.last_error,
        ).length;
      const deadline = Date.now() + 15_000;
      while ((await tried()) < members.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await tried()).toBe(members.length);
      const list = await t.api.get('/api/admin/messages?status=failed&limit=100').set(bearer(s.admin));
      expect((list.body.records as Array<{ last_error: string }>).some((r) => /ECONNECTION|ECONNREFUSED|connect/i.test(r.last_error))).toBe(true);
    } finally {
      await mail.resume();
    }
    for (const m of members) await mail.waitFor(m.email);
    await new Promise((r) => setTimeout(r, 2000));
    for (const m of members) {
      const got = await mail.messages(m.email);
      expect(got).toHaveLength(1);
    }
    const records = await s.db.collection('courier_messages').find({ template: 'recovery', user_id: { $in: members.map((m) => m.id) } }).toArray();
    expect(records.map((r) => r.status)).toEqual(members.map(() => 'sent'));
    expect(records.every((r) => (r.attempts as number) >= 2)).toBe(true);
  }, 60_000);

  it('with the SMTP server killed while deliveries are under way, each is retried and arrives once; the metrics count sent and failed', async () => {
    const members = await Promise.all([member(), member(), member()]);
    const [sentBefore, failedBefore] = [await outcomes('sent'), await outcomes('failed')];
    const records = () => s.db.collection('courier_messages').find({ template: 'recovery', user_id: { $in: members.map((m) => m.id) } }).toArray();
    // Frozen, the server takes connections in and answers none: each delivery is under way, waiting for its greeting.
    mail.freeze();
    try {
      for (const m of members) await recover(m.email).expect(200);
      await until(records, (rs) => rs.length === members.length && rs.every((r) => r.status === 'sending' && r.attempts === 0), 15_000);
    } finally {
      // Killed under them: their connections are cut.
      await mail.kill();
    }
    const cut = await until(records, (rs) => rs.every((r) => (r.attempts as number) >= 1 && r.last_error), 15_000);
    expect(cut.map((r) => r.status)).not.toContain('sent');
    // Each first attempt ended on the cut connection, not a refused one. Its log line reaches the
    // log file through identity's output pipe, after its record was written: waited for.
    const ids = new Set(cut.map((r) => r._id as unknown as number));
    const logged = async () =>
      fs
        .readFileSync(s.logFile(), 'utf8')
        .split('\n')
        .filter((l) => l.includes('"msg":"message not sent; retrying"'))
        .map((l) => JSON.parse(l) as { message_id: number; attempts: number; error: string })
        .filter((l) => ids.has(l.message_id) && l.attempts === 1);
    const firsts = await until(logged, (ls) => ls.length >= members.length, 5_000);
    expect(firsts).toHaveLength(members.length);
    for (const f of firsts) expect(f.error).not.toMatch(/ECONNREFUSED/);
    await mail.resume();
    for (const m of members) await mail.waitFor(m.email);
    await new Promise((r) => setTimeout(r, 2000));
    for (const m of members) expect(await mail.messages(m.email)).toHaveLength(1);
    const done = await records();
    expect(done.map((r) => r.status)).toEqual(members.map(() => 'sent'));
    const attempts = done.reduce((n, r) => n + (r.attempts as number), 0);
    // An outcome is counted once its record is written (the worker's next step): waited for.
    expect(await until(() => outcomes('sent'), (n) => n >= sentBefore + members.length, 5_000)).toBe(sentBefore + members.length);
    expect(await until(() => outcomes('failed'), (n) => n >= failedBefore + attempts - members.length, 5_000)).toBe(failedBefore + attempts - members.length);
    expect(await outcomes('failed')).toBeGreaterThan(failedBefore);
  }, 60_000);
});
