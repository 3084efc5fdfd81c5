import * as crypto from 'node:crypto';
import { type Connection, connectMongo, Counters, createLogger } from '@bms/platform';
import { dbUrl, readStack } from '../../../test/support/stack';
import { loginKey, Otps } from '../src/auth/codes';
import { SecretBox } from '../src/connections/secrets';
import { CourierService } from '../src/courier/courier.service';
import { MessageRepository } from '../src/courier/message.repository';
import { RecipientCap } from '../src/courier/recipient-cap';

const logger = createLogger('test', process.env.TEST_LOG ?? 'silent');
const phone = () => `+1555${String(crypto.randomInt(0, 1e7)).padStart(7, '0')}`;
const MAX_ATTEMPTS = 5;

/** One-time passwords on the real database (the test stack's): each try counted, however many come at once. */
describe('one-time passwords', () => {
  let conn: Connection;
  let otps: Otps;

  beforeAll(async () => {
    conn = await connectMongo(dbUrl(readStack(), `otps_${Date.now()}`), logger);
    const courier = new CourierService(new MessageRepository(conn, new Counters(conn)), new SecretBox(crypto.randomBytes(32)), new RecipientCap(conn.db!, 3), 60_000, logger, () => undefined);
    otps = new Otps(conn.db!, courier, 300, MAX_ATTEMPTS);
  });
  afterAll(async () => {
    await conn.db!.dropDatabase();
    await conn.close();
  });

  /** A live code for a new phone, of user 7. */
  async function aCode() {
    const p = phone();
    await otps.keep(loginKey(p), p, '123456', 7, new Date(Date.now() + 300_000));
    return { key: loginKey(p), phone: p };
  }
  const tries = (key: string) => conn.db!.collection<{ _id: string; attempts: number }>('otps').findOne({ _id: key }).then((d) => d!.attempts);

  it('compares no more tries than the code allows, sent at once as in turn', async () => {
    const c = await aCode();
    // Twenty wrong guesses at once: read first and counted after, each would be compared (and counted).
    const wrong = Array.from({ length: 20 }, (_, i) => String(200_000 + i));
    expect(await Promise.all(wrong.map((g) => otps.consume(c.key, c.phone, g)))).toEqual(wrong.map(() => null));
    expect(await tries(c.key)).toBe(MAX_ATTEMPTS);
    // Burnt: the right code no longer signs in.
    expect(await otps.consume(c.key, c.phone, '123456')).toBeNull();
  });

  it('the right code works within its tries, once, and only for its phone', async () => {
    const c = await aCode();
    for (let i = 0; i < MAX_ATTEMPTS - 1; i++) expect(await otps.consume(c.key, c.phone, '000000')).toBeNull();
    expect(await otps.consume(c.key, phone(), '123456')).toBeNull();
    expect(await otps.consume(c.key, c.phone, '123456')).toBe(7);
    expect(await otps.consume(c.key, c.phone, '123456')).toBeNull();
  });

  it('of the right code sent twice at once, one signs in', async () => {
    const c = await aCode();
    const got = await Promise.all([1, 2, 3].map(() => otps.consume(c.key, c.phone, '123456')));
    expect(got.filter((u) => u === 7)).toHaveLength(1);
  });

  it('a code issued over one being tried is not used up by the old one', async () => {
    const c = await aCode();
    await otps.keep(c.key, c.phone, '654321', 7, new Date(Date.now() + 300_000));
    expect(await otps.consume(c.key, c.phone, '123456')).toBeNull();
    expect(await otps.consume(c.key, c.phone, '654321')).toBe(7);
  });
});
