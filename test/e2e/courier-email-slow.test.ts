import * as fs from 'node:fs';
import { smtpEmail } from '../../services/identity/src/courier/providers/smtp.provider';
import type { EmailOut, Handover } from '../../services/identity/src/courier/providers/provider';
import { unique } from '../support/harness';
import { Mailpit } from '../support/mailpit';
import { TcpLink } from '../support/tcp-link';

// A real mail server (Mailpit: STARTTLS, AUTH) behind a path that passes
// each of its answers late (a tarpit): no single wait is as long as
// nodemailer's timeouts, which are per step, yet the whole dialogue takes
// several times the handover's time. COURIER_TIMEOUT_MS bounds the whole
// handover (the attempt's lease is sized on it), so it is given up then, its
// connection dropped, and nothing arrives later.

const ANSWER_AFTER_MS = 300;
const TIMEOUT_MS = 1_500;

describe('an email to a mail server that answers every step slowly', () => {
  let mail: Mailpit;
  let link: TcpLink;

  beforeAll(async () => {
    mail = await Mailpit.start();
    link = await TcpLink.to('127.0.0.1', mail.smtpPort);
    link.answerAfter(ANSWER_AFTER_MS);
  }, 60_000);
  afterAll(async () => {
    await link?.down();
    await mail?.close();
  });

  /** The provider as identity makes it, to the server through the slow path. */
  const provider = (timeoutMs: number) => {
    const url = new URL(mail.smtpUrl);
    url.port = String(link.port);
    return smtpEmail({ url: url.toString(), from: 'BMS <no-reply@bms.example.com>', ca: fs.readFileSync(mail.caFile), timeoutMs });
  };
  const email = (to: string): EmailOut => ({ key: unique('slow'), to, subject: 'Your code', text: 'Your code is 123456', html: '<p>Your code is 123456</p>' });
  const timed = async (send: () => Promise<Handover>) => {
    const started = performance.now();
    const handover = await send();
    return { handover, ms: performance.now() - started };
  };

  it('is given up once COURIER_TIMEOUT_MS has passed, though each answer came in time, and never arrives', async () => {
    // The path as it is: given the time, the dialogue completes, in several times TIMEOUT_MS.
    const patient = provider(60_000);
    const arrives = `${unique('patient')}@example.com`;
    const slow = await timed(() => patient.send(email(arrives), new AbortController().signal));
    patient.close();
    expect(slow.handover).toMatchObject({ ok: true });
    expect(slow.ms).toBeGreaterThan(2 * TIMEOUT_MS);
    expect((await mail.messages(arrives)).length).toBe(1);

    const bounded = provider(TIMEOUT_MS);
    const never = `${unique('bounded')}@example.com`;
    const cut = await timed(() => bounded.send(email(never), new AbortController().signal));
    bounded.close();
    expect(cut.handover).toEqual({ ok: false, permanent: false, error: `SMTP: not handed over within ${TIMEOUT_MS} ms` });
    expect(cut.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(cut.ms).toBeLessThan(slow.ms);
    // Had the connection gone on, the message would have arrived by the time the whole dialogue takes.
    await new Promise((r) => setTimeout(r, slow.ms));
    expect(await mail.messages(never)).toEqual([]);
  }, 60_000);

  it('stops the handover under way when the service stops', async () => {
    const p = provider(60_000);
    const stopping = new AbortController();
    const to = `${unique('stopped')}@example.com`;
    const sending = p.send(email(to), stopping.signal);
    setTimeout(() => stopping.abort(), ANSWER_AFTER_MS * 2);
    expect(await sending).toEqual({ ok: false, permanent: false, error: 'aborted (the service is stopping)' });
    p.close();
    await new Promise((r) => setTimeout(r, 20 * ANSWER_AFTER_MS));
    expect(await mail.messages(to)).toEqual([]);
  }, 60_000);
});
