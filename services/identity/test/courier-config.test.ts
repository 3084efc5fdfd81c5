import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ConfigError } from '@bms/platform';
import { identityConfig } from '../src/config';
import { checkCourierConfig } from '../src/courier/courier';
import { resetLink } from '../src/courier/courier.worker';
import { maskRecipient } from '../src/courier/mask';
import { senderDomain } from '../src/courier/providers/smtp.provider';
import { escapeHtml, render, templateProblem } from '../src/courier/templates/render';
import { languagesFor, Templates } from '../src/courier/templates/templates';

const required = { MONGO_URL: 'mongodb://127.0.0.1:27017/identity', JWT_PUBLIC_KEY: 'public', JWT_PRIVATE_KEY: 'private' };
const load = (env: Record<string, string>) => identityConfig.load({ ...required, ...env });

describe("the courier's configuration", () => {
  it.each([
    ['smtp://user:pass@mail.example.com:587'],
    ['smtps://user:pass@mail.example.com:465'],
    ['smtp://127.0.0.1:1025?tls=off'],
    ['smtp://localhost:1025?tls=off'],
    ['smtp://[::1]:1025?tls=off'],
  ])('takes SMTP_URL=%s', (url) => {
    expect(load({ SMTP_URL: url, MAIL_FROM: 'BMS <no-reply@example.com>' }).SMTP_URL).toBe(url);
  });

  it.each([
    ['smtp://user:pass@mail.example.com:587?tls=off', 'allowed only for a server on this machine'],
    ['smtp://10.0.0.5:25?tls=off', 'allowed only for a server on this machine'],
    ['smtps://127.0.0.1:465?tls=off', 'contradicts'],
    ['smtp://127.0.0.1:25?tls=no', '?tls= takes only off'],
    ['smtp://127.0.0.1:25?ssl=1', 'unknown parameter ?ssl='],
    ['http://mail.example.com', 'must start with smtp://'],
    ['mail.example.com:587', 'must start with smtp://'],
  ])('refuses SMTP_URL=%s at start, saying why', (url, why) => {
    const l = () => load({ SMTP_URL: url });
    expect(l).toThrow(ConfigError);
    expect(l).toThrow(`SMTP_URL: `);
    expect(l).toThrow(why);
  });

  it('refuses plain http to an SMS provider that is not on this machine', () => {
    expect(() => load({ TWILIO_BASE_URL: 'http://api.twilio.example.com' })).toThrow('TWILIO_BASE_URL: must be https');
    expect(() => load({ SMS_WEBHOOK_URL: 'http://sms.example.com/hook' })).toThrow('SMS_WEBHOOK_URL: must be https');
    expect(load({ SMS_WEBHOOK_URL: 'http://127.0.0.1:9000/hook' }).SMS_WEBHOOK_URL).toBe('http://127.0.0.1:9000/hook');
    expect(load({}).TWILIO_BASE_URL).toBe('https://api.twilio.com');
  });

  it('names what a provider lacks: MAIL_FROM with SMTP_URL, the credentials of Twilio, the webhook and its secret', () => {
    const problems = (env: Record<string, string>) => {
      try {
        checkCourierConfig(load(env));
        return [];
      } catch (err) {
        return (err as ConfigError).problems;
      }
    };
    expect(problems({ SMTP_URL: 'smtp://mail.example.com' })).toEqual([expect.stringMatching(/^MAIL_FROM: required with SMTP_URL/)]);
    expect(problems({ SMS_PROVIDER: 'twilio', TWILIO_FROM: '+15550000000' })).toEqual([
      'TWILIO_ACCOUNT_SID: required with SMS_PROVIDER=twilio',
      'TWILIO_AUTH_TOKEN: required with SMS_PROVIDER=twilio',
    ]);
    expect(problems({ SMS_PROVIDER: 'webhook' })).toHaveLength(2);
    expect(problems({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'a@b.example', SMTP_CA_FILE: '/nowhere/ca.pem' })).toEqual([
      expect.stringMatching(/^SMTP_CA_FILE: cannot read \/nowhere\/ca.pem/),
    ]);
    expect(problems({})).toEqual([]);
    expect(() => load({ SMS_PROVIDER: 'pigeon' })).toThrow('SMS_PROVIDER');
  });
});

describe('message templates', () => {
  it('escapes values in HTML (text and attributes alike), never in text', () => {
    const vars = { name: `<script>alert("x")</script> & 'co'`, link: 'https://x.example/a?b=1&c=2' };
    expect(render('<p>{{name}}</p><a href="{{link}}">', vars, escapeHtml)).toBe(
      '<p>&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;co&#39;</p><a href="https://x.example/a?b=1&#38;c=2">',
    );
    expect(render('{{name}}', vars)).toBe(vars.name);
  });

  it('shows a section only with its value, its inverse only without', () => {
    const t = '{{#link}}open {{link}}{{/link}}{{^link}}enter the code{{/link}}: {{code}}';
    expect(render(t, { link: 'L', code: 'C' })).toBe('open L: C');
    expect(render(t, { code: 'C' })).toBe('enter the code: C');
  });

  it('refuses a template that names an unknown value or leaves a section open', () => {
    expect(templateProblem('{{code}} {{#link}}{{link}}{{/link}}', ['code', 'link'])).toBeNull();
    expect(templateProblem('{{password}}', ['code'])).toMatch(/no value named password/);
    expect(templateProblem('{{#link}}x', ['link'])).toMatch(/never closed/);
    expect(templateProblem('{{ code }}', ['code'])).toMatch(/is not a value/);
  });

  it("picks the user's language, its primary tag, then English", () => {
    expect(languagesFor('de-AT')).toEqual(['de-at', 'de', 'en']);
    expect(languagesFor('EN')).toEqual(['en']);
    const t = new Templates();
    expect(t.render('recovery', 'de-AT', { code: 'c', name: 'n', minutes: 60 }).subject).toBe('BMS-Passwort zurücksetzen');
    expect(t.render('recovery', 'pt-BR', { code: 'c', name: 'n', minutes: 60 }).subject).toBe('Reset your BMS password');
    expect(t.render('login_code', 'de', { code: '123456', minutes: 5 })).toEqual({ text: 'Ihr BMS-Anmeldecode lautet 123456. Er gilt 5 Minuten. Geben Sie ihn nicht weiter.' });
  });

  it('takes files of TEMPLATES_DIR over the built-in ones, part by part, and a language of their own', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bms-templates-'));
    try {
      fs.mkdirSync(path.join(dir, 'en', 'recovery'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'en', 'recovery', 'subject.txt'), 'Acme: a new password for {{name}}');
      fs.mkdirSync(path.join(dir, 'fr', 'login_code'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'fr', 'login_code', 'body.txt'), 'Votre code : {{code}}');
      const t = Templates.load(dir);
      const r = t.render('recovery', 'en', { code: 'c', name: 'Ann', minutes: 60 });
      expect(r.subject).toBe('Acme: a new password for Ann');
      expect(r.text).toContain('Enter this code to choose a new password');
      expect(t.render('login_code', 'fr', { code: '654321', minutes: 5 }).text).toBe('Votre code : 654321');
      // German still comes from the built-in ones.
      expect(t.render('recovery', 'de', { code: 'c', name: 'Ann', minutes: 60 }).subject).toBe('BMS-Passwort zurücksetzen');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops the start on a template file it cannot use, naming each', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bms-templates-'));
    try {
      fs.mkdirSync(path.join(dir, 'en', 'recovery'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'en', 'recovery', 'body.txt'), 'Your password is {{password}}');
      fs.writeFileSync(path.join(dir, 'en', 'recovery', 'body.md'), '#');
      fs.mkdirSync(path.join(dir, 'en', 'welcome'), { recursive: true });
      const l = () => Templates.load(dir);
      expect(l).toThrow(ConfigError);
      expect(l).toThrow(/recovery\/body.txt: \{\{password\}\}: no value named password/);
      expect(l).toThrow(/recovery\/body.md: recovery has only subject.txt, body.txt, body.html/);
      expect(l).toThrow(/welcome: no such template/);
      expect(() => Templates.load(path.join(dir, 'missing'))).toThrow(/TEMPLATES_DIR: cannot read/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a subject stays one line whatever its values hold', () => {
    const t = new Templates({ en: { email_changed: { 'subject.txt': 'Changed to {{new_email}}' } } });
    expect(t.render('email_changed', 'en', { name: 'n', new_email: 'a@b.example\r\nBcc: evil@x.example' }).subject).toBe('Changed to a@b.example Bcc: evil@x.example');
  });
});

describe('what the courier shows and links', () => {
  it('masks recipients', () => {
    expect(maskRecipient('email', 'ann.lee@example.com')).toBe('a***@example.com');
    expect(maskRecipient('sms', '+15551234567')).toBe('+*******4567');
    expect(maskRecipient('email', 'broken')).toBe('***');
  });

  it('links to the console page that completes a reset, under PUBLIC_URL', () => {
    expect(resetLink('https://bms.example.com', 'a/b+c', false)).toBe('https://bms.example.com/admin/reset-password#code=a%2Fb%2Bc');
    expect(resetLink('https://example.com/bms/', 'x', true)).toBe('https://example.com/bms/admin/reset-password#code=x&invited=1');
  });

  it("takes the Message-ID's domain from MAIL_FROM", () => {
    expect(senderDomain('BMS <no-reply@mail.example.com>')).toBe('mail.example.com');
    expect(senderDomain('no-reply@example.org')).toBe('example.org');
  });
});
