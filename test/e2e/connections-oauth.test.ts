import { type Connection, connectMongo, createLogger } from '@bms/platform';
import type { SealedSecret } from '../../services/identity/src/connections/secrets';
import { events } from '../support/events';
import { adminToken, bearer, eventually, staffWith, type StaffUser, type TestGateway, testGateway } from '../support/harness';
import { ACCOUNTS, CALENDAR_CLIENT, DRIVE_CLIENT, type OAuthStack, REDIRECT_URI, startOAuthStack } from '../support/oauth-stack';
import { signInAtProvider } from '../support/oidc';

interface StoredConnection {
  _id: string;
  status: string;
  secret: SealedSecret | null;
  scopes: string[];
  account: unknown;
  expires_at: Date | null;
  version: number;
}

const DRIVE = '/api/extsvc-api/drive';
const CALENDAR = '/api/extsvc-api/calendar';

/**
 * External accounts connected with OAuth 2.0 against a real OpenID
 * provider (oidc-provider) on loopback, through the gateway to two
 * identity replicas: the authorization code with PKCE and a state bound to
 * the user, the exchange, the account from the verified ID token, refresh
 * once across replicas, a refused refresh, and a disconnect that revokes.
 */
describe('external accounts connected with OAuth 2.0 (SPEC 4.8) against a real OpenID provider', () => {
  let oauth: OAuthStack;
  let t: TestGateway;
  let admin: string;
  let db: Connection;
  const TTL = 8;

  beforeAll(async () => {
    oauth = await startOAuthStack(`oauth${process.pid}`, { accessTokenTtl: TTL, refreshAhead: 3 });
    t = testGateway(oauth.gatewayEnv);
    admin = await adminToken(t.api);
    db = await connectMongo(oauth.mongoUrl, createLogger('test', 'silent'));
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await t?.close();
    await oauth?.stop();
  });

  const member = () => staffWith(t.api, admin, { integrations: ['read', 'create', 'delete'] });
  const stored = (user: StaffUser, provider: string) => db.db!.collection<StoredConnection>('connections').findOne({ _id: `${user.id}:${provider}` });
  const authorize = async (user: StaffUser, base = DRIVE) => {
    const res = await t.api.get(`${base}/authorize`).set(bearer(user.token));
    expect(res.status).toBe(200);
    return res.body.url as string;
  };
  /** The user's browser: the authorize link, sign-in and consent at the provider, back with code and state. */
  const consent = async (user: StaffUser, account: string, base = DRIVE) => {
    const back = await signInAtProvider(await authorize(user, base), account, ACCOUNTS[account]!.password);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  };
  const list = async (user: StaffUser) => {
    const res = await t.api.get('/api/extsvc-api/connections').set(bearer(user.token));
    expect(res.status).toBe(200);
    return res.body.records as Array<Record<string, unknown>>;
  };
  const refreshesOf = async (account: string) => (await oauth.provider.stats()).accounts[account]?.refresh_token ?? 0;

  it('authorize answers the discovered authorization endpoint with the client, redirect, scopes, PKCE (S256), nonce and a fresh state', async () => {
    const user = await member();
    const url = new URL(await authorize(user));
    expect(`${url.origin}${url.pathname}`).toBe(`${oauth.provider.issuer}/auth`);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({ response_type: 'code', client_id: DRIVE_CLIENT.client_id, redirect_uri: REDIRECT_URI, scope: 'openid email offline_access', code_challenge_method: 'S256', prompt: 'consent' });
    expect(q.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(q.nonce).toMatch(/^[\w-]{20,}$/);
    expect(new URL(await authorize(user)).searchParams.get('state')).not.toBe(q.state);
  });

  it('connect drive: sign in at the provider, the callback code exchanged at once, listed connected with the scopes and the account; tokens encrypted', async () => {
    const user = await member();
    const { code, state } = await consent(user, 'alice');
    const res = await t.api.post(`${DRIVE}/token`).set(bearer(user.token)).send({ code, state });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: expect.any(String) });

    const doc = (await stored(user, 'drive'))!;
    expect(doc.status).toBe('connected');
    const tokens = oauth.open(doc.secret!, doc._id);
    expect(JSON.stringify(doc)).not.toContain(tokens.access_token);
    expect(JSON.stringify(doc)).not.toContain(tokens.refresh_token!);
    expect(await oauth.provider.introspect(DRIVE_CLIENT, tokens.access_token)).toMatchObject({ active: true, sub: 'alice', client_id: DRIVE_CLIENT.client_id });
    expect(await oauth.provider.introspect(DRIVE_CLIENT, tokens.refresh_token!)).toMatchObject({ active: true, sub: 'alice' });

    const [drive, calendar, own] = await list(user);
    expect(drive).toEqual({
      service: 'drive',
      connected: true,
      configured: true,
      connected_at: expect.any(String),
      expires_at: expect.any(String),
      scopes: ['openid', 'email', 'offline_access'],
      account: { id: 'alice', email: 'alice@provider.test', name: null },
      disconnected_at: null,
      disconnect_reason: null,
    });
    expect(Math.abs(Date.parse(drive!.expires_at as string) - (Date.now() + TTL * 1000))).toBeLessThan(5_000);
    expect(calendar).toMatchObject({ service: 'calendar', connected: false, configured: true, account: null, scopes: [] });
    expect(own).toMatchObject({ service: 'calendar_own', connected: false, configured: false });
    expect(JSON.stringify(await list(user))).not.toContain(tokens.access_token);
  });

  it("refuses a state that is forged, another user's, for another service, or used already: 422, nothing stored", async () => {
    const [user, other] = await Promise.all([member(), member()]);
    const mine = await consent(user, 'bob');
    const theirs = await consent(other, 'carol');
    const calendarState = new URL(await authorize(user, CALENDAR)).searchParams.get('state')!;
    const [body, mac] = mine.state.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), u: other.id })).toString('base64url')}.${mac}`;
    for (const state of ['nonsense', forged, theirs.state, calendarState]) {
      const res = await t.api.post(`${DRIVE}/token`).set(bearer(user.token)).send({ code: mine.code, state });
      expect({ state, status: res.status }).toEqual({ state, status: 422 });
      expect(res.body.errors).toHaveProperty('state');
    }
    expect(await stored(user, 'drive')).toBeNull();
    // the other user's authorization was not used up by those tries
    expect((await t.api.post(`${DRIVE}/token`).set(bearer(other.token)).send(theirs)).status).toBe(200);

    expect((await t.api.post(`${DRIVE}/token`).set(bearer(user.token)).send(mine)).status).toBe(200);
    // replayed: the state was good for one code
    const replay = await t.api.post(`${DRIVE}/token`).set(bearer(user.token)).send(mine);
    expect(replay.status).toBe(422);
    expect(replay.body.errors.state[0]).toMatch(/already used/);
  });

  it("a code the provider refuses is a 422 naming the provider's error (invalid_grant), and nothing is stored", async () => {
    const user = await member();
    const { code, state } = await consent(user, 'dave');
    const res = await t.api.post(`${DRIVE}/token`).set(bearer(user.token)).send({ code: `${code}x`, state });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/invalid_grant/);
    expect(res.body.errors.code[0]).toMatch(/^The provider refused the code: invalid_grant/);
    expect(await stored(user, 'drive')).toBeNull();
    expect((await list(user))[0]).toMatchObject({ connected: false, connected_at: null });
  });

  it('with explicit endpoint addresses (no discovery) the calendar connects too, its account read from userinfo', async () => {
    const user = await member();
    const url = new URL(await authorize(user, CALENDAR));
    expect(url.searchParams.get('client_id')).toBe(CALENDAR_CLIENT.client_id);
    const { code, state } = await consent(user, 'erin', CALENDAR);
    expect((await t.api.post(`${CALENDAR}/token`).set(bearer(user.token)).send({ code, state })).status).toBe(200);
    expect((await list(user))[1]).toMatchObject({
      service: 'calendar',
      connected: true,
      scopes: ['openid', 'email', 'profile', 'offline_access'],
      account: { id: 'erin', email: 'erin@provider.test', name: 'Erin' },
    });
  });

  it('tokens obtained elsewhere are still taken as {access_token, refresh_token, expires_in}, encrypted', async () => {
    const user = await member();
    const res = await t.api.post(`${CALENDAR}/token`).set(bearer(user.token)).send({ access_token: 'at-from-elsewhere', refresh_token: 'rt-from-elsewhere', expires_in: 3600 });
    expect(res.status).toBe(200);
    const doc = (await stored(user, 'calendar'))!;
    expect(oauth.open(doc.secret!, doc._id)).toEqual({ access_token: 'at-from-elsewhere', refresh_token: 'rt-from-elsewhere' });
    // userinfo does not know that token: no account
    expect((await list(user))[1]).toMatchObject({ connected: true, account: null, scopes: ['openid', 'email', 'profile', 'offline_access'] });
  });

  it('the access token is refreshed before it expires, exactly once across the two identity replicas; when the provider then refuses (grant revoked), the connection is disconnected with an event', async () => {
    const seen = await events('identity.connection.*', oauth.events);
    try {
      const user = await member();
      const { code, state } = await consent(user, 'frank');
      await t.api.post(`${DRIVE}/token`).set(bearer(user.token)).send({ code, state }).expect(200);
      const first = (await stored(user, 'drive'))!;
      const firstTokens = oauth.open(first.secret!, first._id);
      expect(await refreshesOf('frank')).toBe(0);

      // due 3 s before the 8 s token expires: both replicas look every 200 ms
      let refreshed: StoredConnection | null = null;
      await eventually(async () => {
        refreshed = await stored(user, 'drive');
        expect(oauth.open(refreshed!.secret!, refreshed!._id).access_token).not.toBe(firstTokens.access_token);
      }, 12_000);
      expect(await refreshesOf('frank')).toBe(1);
      expect(refreshed!.expires_at!.getTime()).toBeGreaterThan(first.expires_at!.getTime());
      // before the old token expired
      expect(Date.now()).toBeLessThan(first.expires_at!.getTime());
      const second = oauth.open(refreshed!.secret!, refreshed!._id);
      // the provider rotates refresh tokens: a second refresh with the old one would have revoked the grant
      expect(second.refresh_token).not.toBe(firstTokens.refresh_token);
      expect(await oauth.provider.introspect(DRIVE_CLIENT, second.access_token)).toMatchObject({ active: true });
      await new Promise((r) => setTimeout(r, 1_000));
      expect(await refreshesOf('frank')).toBe(1);
      expect((await list(user))[0]).toMatchObject({ connected: true });

      // The user revokes our access at the provider: the next refresh is refused.
      await oauth.provider.revoke(DRIVE_CLIENT, second.refresh_token!);
      const event = await seen.next((e) => e.type === 'identity.connection.disconnected' && e.data.user_id === user.id, 12_000);
      expect(event.data).toMatchObject({ service: 'drive', reason: 'refused', version: expect.any(Number) });
      const gone = (await stored(user, 'drive'))!;
      expect(gone).toMatchObject({ status: 'disconnected', secret: null, account: null });
      expect((await list(user))[0]).toMatchObject({ connected: false, connected_at: null, disconnect_reason: 'refused', disconnected_at: expect.any(String) });
      expect(await refreshesOf('frank')).toBe(1);
    } finally {
      await seen.close();
    }
  }, 40_000);

  it('disconnect revokes the tokens at the provider (its introspection says inactive) and forgets them; again: 404', async () => {
    const seen = await events('identity.connection.*', oauth.events);
    try {
      const user = await member();
      const { code, state } = await consent(user, 'grace');
      await t.api.post(`${DRIVE}/token`).set(bearer(user.token)).send({ code, state }).expect(200);
      const doc = (await stored(user, 'drive'))!;
      const tokens = oauth.open(doc.secret!, doc._id);
      const revocations = (await oauth.provider.stats()).revocation;

      const res = await t.api.delete(DRIVE).set(bearer(user.token));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: expect.any(String) });
      expect((await oauth.provider.stats()).revocation).toBeGreaterThan(revocations);
      expect(await oauth.provider.introspect(DRIVE_CLIENT, tokens.refresh_token!)).toEqual({ active: false });
      expect(await oauth.provider.introspect(DRIVE_CLIENT, tokens.access_token)).toEqual({ active: false });
      expect(await stored(user, 'drive')).toMatchObject({ status: 'disconnected', secret: null, account: null, scopes: [] });
      expect((await list(user))[0]).toMatchObject({ connected: false, connected_at: null, account: null, disconnect_reason: 'user' });
      const event = await seen.next((e) => e.type === 'identity.connection.disconnected' && e.data.user_id === user.id);
      expect(event.data).toMatchObject({ service: 'drive', reason: 'user' });

      expect((await t.api.delete(DRIVE).set(bearer(user.token))).status).toBe(404);
    } finally {
      await seen.close();
    }
  });

  it('a service without an OAuth client configured answers 404 saying so; disconnect needs the delete permission', async () => {
    const user = await member();
    const res = await t.api.get('/api/extsvc-api/calendar/own/authorize').set(bearer(user.token));
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/personal calendar service is not offered on this server/);
    const creator = await staffWith(t.api, admin, { integrations: ['read', 'create'] });
    expect((await t.api.delete(DRIVE).set(bearer(creator.token))).status).toBe(403);
  });
});
