import * as path from 'node:path';
import { OAuthState } from '../../services/identity/src/connections/oauth-state';
import { adminToken, bearer, staffWith, type StaffUser, type TestGateway, testGateway } from '../support/harness';
import { lib, readStack, serviceEnv } from '../support/stack';

const SERVICES = [
  { base: '/api/extsvc-api/drive', provider: 'drive' },
  { base: '/api/extsvc-api/calendar', provider: 'calendar' },
  { base: '/api/extsvc-api/calendar/own', provider: 'calendar_own' },
];

describe('external service connections (SPEC 4.8) on a server with no provider configured', () => {
  let t: TestGateway;
  let admin: string;
  let staff: StaffUser;

  beforeAll(async () => {
    t = testGateway();
    admin = await adminToken(t.api);
    staff = await staffWith(t.api, admin, { integrations: ['read', 'create', 'delete'] });
  });
  afterAll(() => t.close());

  it.each(SERVICES)('$base: authorize and token answer 404 saying the service is not offered, and nothing is stored', async ({ base }) => {
    const authorize = await t.api.get(`${base}/authorize`).set(bearer(staff.token));
    expect(authorize.status).toBe(404);
    expect(authorize.body).toEqual({ success: false, message: expect.stringMatching(/service is not offered on this server: no OAuth client is configured for it/) });
    const token = await t.api.post(`${base}/token`).set(bearer(staff.token)).send({ access_token: 'a', refresh_token: 'r', expires_in: 60 });
    expect(token.status).toBe(404);
    expect((await t.api.delete(base).set(bearer(staff.token))).status).toBe(404);
  });

  it('the list says each service is neither configured nor connected', async () => {
    const res = await t.api.get('/api/extsvc-api/connections').set(bearer(staff.token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      records: ['drive', 'calendar', 'calendar_own'].map((service) => ({
        service,
        connected: false,
        configured: false,
        connected_at: null,
        expires_at: null,
        scopes: [],
        account: null,
        disconnected_at: null,
        disconnect_reason: null,
      })),
    });
  });

  it('refuses a body without a code or a token, or with both: 422 (before anything else)', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'code'],
      [{ refresh_token: 'r' }, 'access_token'],
      [{ code: 'c', state: 's', access_token: 'a' }, 'code'],
      [{ code: 'c' }, 'state'],
      [{ access_token: 'a', expires_in: -5 }, 'expires_in'],
      [{ access_token: 42 }, 'access_token'],
    ];
    for (const [body, field] of cases) {
      const res = await t.api.post('/api/extsvc-api/calendar/token').set(bearer(staff.token)).send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
      expect(res.body.errors).toHaveProperty(field);
    }
  });

  it('answers 401 without a token and 403 without the integrations permission', async () => {
    const nobody = await staffWith(t.api, admin, { files: ['read', 'create'] });
    const calls = (h: Record<string, string>) =>
      SERVICES.flatMap(({ base }) => [t.api.get(`${base}/authorize`).set(h), t.api.post(`${base}/token`).set(h).send({ access_token: 'a' }), t.api.delete(base).set(h)]);
    for (const res of await Promise.all(calls({}))) expect(res.status).toBe(401);
    expect((await t.api.get('/api/extsvc-api/connections')).status).toBe(401);
    expect((await t.api.get('/api/extsvc-api/connections').set(bearer(nobody.token))).status).toBe(403);
    const creator = await staffWith(t.api, admin, { integrations: ['create'] });
    // listing is reading: connecting (create) alone does not give it
    expect((await t.api.get('/api/extsvc-api/connections').set(bearer(creator.token))).status).toBe(403);
    for (const res of await Promise.all(calls(bearer(nobody.token)))) {
      expect(res.status).toBe(403);
      expect(res.body.success).toBe(false);
    }
  });
});

describe('a provider configuration that cannot work', () => {
  // Else identity would start and answer every authorize of that provider with 500.
  it.each([
    [{ DRIVE_AUTH_URL: 'accounts.google.com/o/oauth2/v2/auth' }, 'DRIVE_AUTH_URL: must be an http\\(s\\) URL'],
    [{ CALENDAR_OWN_REDIRECT_URI: 'http//127.0.0.1:8080/oauth/callback' }, 'CALENDAR_OWN_REDIRECT_URI: must be an http\\(s\\) URL'],
    [{ CALENDAR_AUTH_URL: 'https://oauth.provider.invalid/auth', CALENDAR_CLIENT_ID: 'bms' }, 'CALENDAR_TOKEN_URL: CALENDAR_AUTH_URL and CALENDAR_TOKEN_URL are both required'],
  ])('%j stops identity at start (exit 1), naming the variable', async (env, message) => {
    const p = lib.startProcess('identity', process.execPath, [path.join(lib.root, 'services', 'identity', 'dist', 'main.js')], {
      env: serviceEnv(readStack(), 'identity', env),
      ready: /"msg":"grpc listening"/,
    });
    try {
      await expect(p.started).rejects.toThrow(new RegExp(`exited \\(1\\)[\\s\\S]*invalid configuration of identity[\\s\\S]*${message}`));
    } finally {
      await lib.stopProcess(p.child);
    }
  });
});

describe('the state of an authorize link', () => {
  const state = new OAuthState(Buffer.alloc(32, 7), 600);
  const now = Date.UTC(2026, 0, 1);

  it('names its authorization for its user and provider until it expires', () => {
    const s = state.issue(5, 'drive', 'pending-1', now);
    expect(state.open(s, 5, 'drive', now + 599_000)).toBe('pending-1');
    expect(state.open(s, 5, 'drive', now + 601_000)).toBeNull();
    expect(state.open(s, 6, 'drive', now)).toBeNull();
    expect(state.open(s, 5, 'calendar', now)).toBeNull();
  });

  it('does not open under another key, nor when altered', () => {
    const s = state.issue(5, 'drive', 'pending-1', now);
    expect(new OAuthState(Buffer.alloc(32, 8), 600).open(s, 5, 'drive', now)).toBeNull();
    expect(state.open(`${s}x`, 5, 'drive', now)).toBeNull();
    expect(state.open(`${s}.extra`, 5, 'drive', now)).toBeNull();
    expect(state.open('', 5, 'drive', now)).toBeNull();
  });
});
