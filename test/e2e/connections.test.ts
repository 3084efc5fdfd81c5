import * as path from 'node:path';
import { type Connection, connectMongo, createLogger } from '@bms/platform';
import { OAuthState } from '../../services/identity/src/connections/oauth-state';
import { deriveKey, type SealedSecret, SecretBox } from '../../services/identity/src/connections/secrets';
import { adminToken, bearer, staffWith, type StaffUser, type TestGateway, testGateway } from '../support/harness';
import { dbUrl, lib, readStack, serviceEnv } from '../support/stack';

const SERVICES = [
  { base: '/api/extsvc-api/drive', provider: 'drive', scope: 'https://www.googleapis.com/auth/drive.file' },
  { base: '/api/extsvc-api/calendar', provider: 'calendar', scope: 'https://www.googleapis.com/auth/calendar' },
  { base: '/api/extsvc-api/calendar/own', provider: 'calendar_own', scope: 'https://www.googleapis.com/auth/calendar.events' },
];

interface StoredConnection {
  _id: string;
  user_id: number;
  provider: string;
  grant: string;
  secret: SealedSecret;
  expires_at: Date | null;
}

describe('external service connections (SPEC 4.8)', () => {
  let t: TestGateway;
  let admin: string;
  let staff: StaffUser;
  let db: Connection;

  beforeAll(async () => {
    t = testGateway();
    admin = await adminToken(t.api);
    staff = await staffWith(t.api, admin, { integrations: ['create'] });
    db = await connectMongo(dbUrl(t.stack, 'identity'), createLogger('test', 'silent'));
  });
  afterAll(async () => {
    await db.close();
    await t.close();
  });

  const stored = (userId: number, provider: string) =>
    db.db!.collection<StoredConnection>('connections').findOne({ _id: `${userId}:${provider}` });
  // The test stack sets no CONNECTIONS_ENCRYPTION_KEY: identity derives it from its signing key.
  const open = (c: StoredConnection) =>
    JSON.parse(new SecretBox(deriveKey(t.stack.privateKey, 'connections-encryption-v1')).open(c.secret, c._id)) as Record<string, unknown>;
  const authorize = async (base: string, token = staff.token) => {
    const res = await t.api.get(`${base}/authorize`).set(bearer(token));
    expect(res.status).toBe(200);
    return new URL(res.body.url);
  };

  it.each(SERVICES)('$base/authorize answers {url}: the provider link with client id, redirect, scopes and a signed state', async ({ base, scope }) => {
    const res = await t.api.get(`${base}/authorize`).set(bearer(staff.token));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['url']);
    const url = new URL(res.body.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'bms-local-dev.apps.googleusercontent.com',
      redirect_uri: 'http://127.0.0.1:8080/oauth/callback',
      scope,
      access_type: 'offline',
    });
    const state = url.searchParams.get('state')!;
    expect(state).toMatch(/^[\w-]+\.[\w-]+$/);
    expect((await authorize(base)).searchParams.get('state')).not.toBe(state);
  });

  it.each(SERVICES)('$base/token stores the caller\'s tokens encrypted at rest and answers {success, message}', async ({ base, provider }) => {
    const access = `ya29.access-${provider}-${Date.now()}`;
    const refresh = `1//refresh-${provider}-${Date.now()}`;
    const res = await t.api.post(`${base}/token`).set(bearer(staff.token)).send({ access_token: access, refresh_token: refresh, expires_in: 3599 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: expect.any(String) });

    const doc = (await stored(staff.id, provider))!;
    expect(doc).toMatchObject({ user_id: staff.id, provider, grant: 'token' });
    const raw = JSON.stringify(doc);
    expect(raw).not.toContain(access);
    expect(raw).not.toContain(refresh);
    expect(doc.secret).toEqual({ v: 1, iv: expect.any(String), tag: expect.any(String), data: expect.any(String) });
    expect(Buffer.from(doc.secret.iv, 'base64')).toHaveLength(12);
    expect(open(doc)).toEqual({ access_token: access, refresh_token: refresh, expires_in: 3599 });
    expect(Math.abs(doc.expires_at!.getTime() - (Date.now() + 3599_000))).toBeLessThan(60_000);
    // Sealed for this record only: it does not open as another's.
    expect(() => new SecretBox(deriveKey(t.stack.privateKey, 'connections-encryption-v1')).open(doc.secret, `${staff.id + 1}:${provider}`)).toThrow();

    // Saved again: replaced, under a fresh IV.
    await t.api.post(`${base}/token`).set(bearer(staff.token)).send({ access_token: `${access}-2` });
    const again = (await stored(staff.id, provider))!;
    expect(again.secret.iv).not.toBe(doc.secret.iv);
    expect(open(again)).toMatchObject({ access_token: `${access}-2`, refresh_token: null });
  });

  it('takes an authorization code with the state of the caller\'s own authorize link', async () => {
    const url = await authorize('/api/extsvc-api/drive');
    const state = url.searchParams.get('state')!;
    const res = await t.api.post('/api/extsvc-api/drive/token').set(bearer(staff.token)).send({ code: '4/0Abc-code', state });
    expect(res.status).toBe(200);
    const doc = (await stored(staff.id, 'drive'))!;
    expect(doc.grant).toBe('authorization_code');
    expect(JSON.stringify(doc)).not.toContain('4/0Abc-code');
    expect(open(doc)).toEqual({ code: '4/0Abc-code' });
  });

  it('refuses a code whose state is missing, forged, for another service or another user: 422', async () => {
    const drive = (await authorize('/api/extsvc-api/drive')).searchParams.get('state')!;
    const calendar = (await authorize('/api/extsvc-api/calendar')).searchParams.get('state')!;
    const admins = (await authorize('/api/extsvc-api/drive', admin)).searchParams.get('state')!;
    const [body, mac] = drive.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), e: 9_999_999_999 })).toString('base64url')}.${mac}`;
    for (const state of [undefined, 'nonsense', forged, calendar, admins]) {
      const res = await t.api.post('/api/extsvc-api/drive/token').set(bearer(staff.token)).send({ code: 'c', ...(state ? { state } : {}) });
      expect({ state, status: res.status }).toEqual({ state, status: 422 });
      expect(res.body.errors).toHaveProperty('state');
    }
  });

  it('refuses a body without a code or a token, or with both: 422', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'code'],
      [{ refresh_token: 'r' }, 'access_token'],
      [{ code: 'c', state: 's', access_token: 'a' }, 'code'],
      [{ access_token: 'a', expires_in: -5 }, 'expires_in'],
      [{ access_token: 42 }, 'access_token'],
    ];
    for (const [body, field] of cases) {
      const res = await t.api.post('/api/extsvc-api/calendar/token').set(bearer(staff.token)).send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
      expect(res.body.errors).toHaveProperty(field);
    }
  });

  it("GET /api/extsvc-api/connections answers the caller's connection to each service, never a token", async () => {
    const user = await staffWith(t.api, admin, { integrations: ['read', 'create'] });
    const list = async () => {
      const res = await t.api.get('/api/extsvc-api/connections').set(bearer(user.token));
      expect(res.status).toBe(200);
      return res.body as { records: Array<Record<string, unknown>> };
    };
    expect(await list()).toEqual({
      records: ['drive', 'calendar', 'calendar_own'].map((service) => ({ service, connected: false, connected_at: null, expires_at: null })),
    });

    const before = Date.now();
    await t.api.post('/api/extsvc-api/drive/token').set(bearer(user.token)).send({ access_token: 'ya29.secret-access', refresh_token: '1//secret-refresh', expires_in: 3600 }).expect(200);
    const state = (await authorize('/api/extsvc-api/calendar/own', user.token)).searchParams.get('state')!;
    await t.api.post('/api/extsvc-api/calendar/own/token').set(bearer(user.token)).send({ code: '4/0Own-code', state }).expect(200);
    // another user's connection is not the caller's
    await t.api.post('/api/extsvc-api/calendar/token').set(bearer(staff.token)).send({ access_token: 'theirs' }).expect(200);

    const body = await list();
    expect(JSON.stringify(body)).not.toMatch(/secret|Own-code/);
    const [drive, calendar, own] = body.records;
    expect(drive).toEqual({ service: 'drive', connected: true, connected_at: expect.any(String), expires_at: expect.any(String) });
    expect(Date.parse(drive!.connected_at as string)).toBeGreaterThanOrEqual(before - 1000);
    expect(Math.abs(Date.parse(drive!.expires_at as string) - (before + 3600_000))).toBeLessThan(60_000);
    expect(calendar).toEqual({ service: 'calendar', connected: false, connected_at: null, expires_at: null });
    expect(own).toEqual({ service: 'calendar_own', connected: true, connected_at: expect.any(String), expires_at: null });
  });

  it('a connection whose access token expired without a refresh token is not connected; with one it is', async () => {
    const user = await staffWith(t.api, admin, { integrations: ['read', 'create'] });
    await t.api.post('/api/extsvc-api/drive/token').set(bearer(user.token)).send({ access_token: 'a', expires_in: 3600 }).expect(200);
    await t.api.post('/api/extsvc-api/calendar/token').set(bearer(user.token)).send({ access_token: 'a', refresh_token: 'r', expires_in: 3600 }).expect(200);
    // an hour later, as far as the stored expiry says
    const past = new Date(Date.now() - 60_000);
    await db.db!.collection<StoredConnection>('connections').updateMany({ user_id: user.id }, { $set: { expires_at: past } });
    const res = await t.api.get('/api/extsvc-api/connections').set(bearer(user.token)).expect(200);
    expect(res.body.records.slice(0, 2)).toEqual([
      { service: 'drive', connected: false, connected_at: expect.any(String), expires_at: past.toISOString() },
      { service: 'calendar', connected: true, connected_at: expect.any(String), expires_at: past.toISOString() },
    ]);
  });

  it('answers 401 without a token and 403 without the integrations permission', async () => {
    const nobody = await staffWith(t.api, admin, { files: ['read', 'create'] });
    const calls = (h: Record<string, string>) =>
      SERVICES.flatMap(({ base }) => [t.api.get(`${base}/authorize`).set(h), t.api.post(`${base}/token`).set(h).send({ access_token: 'a' })]);
    for (const res of await Promise.all(calls({}))) expect(res.status).toBe(401);
    expect((await t.api.get('/api/extsvc-api/connections')).status).toBe(401);
    expect((await t.api.get('/api/extsvc-api/connections').set(bearer(nobody.token))).status).toBe(403);
    // listing is reading: connecting (create) alone does not give it
    expect((await t.api.get('/api/extsvc-api/connections').set(bearer(staff.token))).status).toBe(403);
    for (const res of await Promise.all(calls(bearer(nobody.token)))) {
      expect(res.status).toBe(403);
      expect(res.body.success).toBe(false);
    }
    expect(await stored(nobody.id, 'drive')).toBeNull();
  });
});

describe('a malformed provider address in the environment', () => {
  // Else identity would start and answer every authorize of that provider with 500.
  it.each([
    ['DRIVE_AUTH_URL', 'accounts.google.com/o/oauth2/v2/auth'],
    ['CALENDAR_OWN_REDIRECT_URI', 'http//127.0.0.1:8080/oauth/callback'],
  ])('in %s stops identity at start (exit 1), naming the variable', async (name, value) => {
    const p = lib.startProcess('identity', process.execPath, [path.join(lib.root, 'services', 'identity', 'dist', 'main.js')], {
      env: serviceEnv(readStack(), 'identity', { [name]: value }),
      ready: /"msg":"grpc listening"/,
    });
    try {
      await expect(p.started).rejects.toThrow(new RegExp(`exited \\(1\\)[\\s\\S]*invalid configuration of identity[\\s\\S]*${name}: must be an http\\(s\\) URL`));
    } finally {
      await lib.stopProcess(p.child);
    }
  });
});

describe('the state of an authorize link', () => {
  const state = new OAuthState(Buffer.alloc(32, 7), 600);
  const now = Date.UTC(2026, 0, 1);

  it('is valid for its user and provider until it expires', () => {
    const s = state.issue(5, 'drive', now);
    expect(state.verify(s, 5, 'drive', now + 599_000)).toBe(true);
    expect(state.verify(s, 5, 'drive', now + 601_000)).toBe(false);
    expect(state.verify(s, 6, 'drive', now)).toBe(false);
    expect(state.verify(s, 5, 'calendar', now)).toBe(false);
  });

  it('does not verify under another key, nor when altered', () => {
    const s = state.issue(5, 'drive', now);
    expect(new OAuthState(Buffer.alloc(32, 8), 600).verify(s, 5, 'drive', now)).toBe(false);
    expect(state.verify(`${s}x`, 5, 'drive', now)).toBe(false);
    expect(state.verify(`${s}.extra`, 5, 'drive', now)).toBe(false);
    expect(state.verify('', 5, 'drive', now)).toBe(false);
  });
});
