import { ConfigError } from '@bms/platform';
import { identityConfig } from '../src/config';
import { oauthClients } from '../src/connections/connections';

const required = { MONGO_URL: 'mongodb://127.0.0.1:27017/identity', JWT_PUBLIC_KEY: 'public', JWT_PRIVATE_KEY: 'private' };
const clientsOf = (env: Record<string, string>) => oauthClients(identityConfig.load({ ...required, ...env }));

describe('the configuration of identity', () => {
  it('takes http(s) provider addresses of its own', () => {
    const c = identityConfig.load({ ...required, DRIVE_AUTH_URL: 'https://drive.example.com/oauth/authorize?x=1', CALENDAR_REDIRECT_URI: 'http://127.0.0.1:9000/cb' });
    expect(c.DRIVE_AUTH_URL).toBe('https://drive.example.com/oauth/authorize?x=1');
    expect(c.CALENDAR_REDIRECT_URI).toBe('http://127.0.0.1:9000/cb');
    expect(c.CALENDAR_OWN_REDIRECT_URI).toBe('http://127.0.0.1:8080/oauth/callback');
  });

  it.each([
    ['DRIVE_AUTH_URL', 'accounts.google.com/o/oauth2/v2/auth'],
    ['CALENDAR_AUTH_URL', 'https://'],
    ['CALENDAR_OWN_AUTH_URL', 'javascript:alert(1)'],
    ['DRIVE_ISSUER', 'accounts.google.com'],
    ['CALENDAR_TOKEN_URL', 'file:///etc/passwd'],
    ['DRIVE_REDIRECT_URI', 'http//127.0.0.1:8080/oauth/callback'],
    ['CALENDAR_REDIRECT_URI', 'ftp://files.example.com/cb'],
    ['CALENDAR_OWN_REDIRECT_URI', 'not a url'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    const load = () => identityConfig.load({ ...required, [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(`${name}: must be an http(s) URL`);
  });

  it('refuses a provider other than google or microsoft', () => {
    expect(() => identityConfig.load({ ...required, DRIVE_PROVIDER: 'dropbox' })).toThrow('DRIVE_PROVIDER');
  });
});

describe('the OAuth client of each external service', () => {
  it('none without configuration: the services are not offered', () => {
    expect(clientsOf({})).toEqual({});
  });

  it("the Google preset: Google's documented endpoints, offline access with consent, the service's scope", async () => {
    const { drive } = clientsOf({ DRIVE_PROVIDER: 'google', DRIVE_CLIENT_ID: 'id.apps.googleusercontent.com', DRIVE_CLIENT_SECRET: 's' });
    expect(await drive!.endpoints()).toMatchObject({
      authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
      token: 'https://oauth2.googleapis.com/token',
      revocation: 'https://oauth2.googleapis.com/revoke',
      issuer: 'https://accounts.google.com',
    });
    const url = new URL(await drive!.authorizationUrl({ state: 's.t', challenge: 'c', nonce: 'n' }));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'id.apps.googleusercontent.com',
      scope: 'openid email https://www.googleapis.com/auth/drive.file',
      access_type: 'offline',
      prompt: 'consent',
      code_challenge_method: 'S256',
      redirect_uri: 'http://127.0.0.1:8080/oauth/callback',
    });
  });

  it('the Microsoft preset: the identity platform v2.0 endpoints of the tenant, offline_access asked, no revocation endpoint', async () => {
    const { calendar } = clientsOf({ CALENDAR_PROVIDER: 'microsoft', CALENDAR_TENANT: 'contoso.onmicrosoft.com', CALENDAR_CLIENT_ID: 'app', CALENDAR_CLIENT_SECRET: 's' });
    const e = await calendar!.endpoints();
    expect(e).toMatchObject({
      authorization: 'https://login.microsoftonline.com/contoso.onmicrosoft.com/oauth2/v2.0/authorize',
      token: 'https://login.microsoftonline.com/contoso.onmicrosoft.com/oauth2/v2.0/token',
    });
    expect(e.revocation).toBeUndefined();
    expect(calendar!.settings.scopes).toBe('openid email offline_access Calendars.ReadWrite');
    const { drive } = clientsOf({ DRIVE_PROVIDER: 'microsoft', DRIVE_CLIENT_ID: 'app' });
    expect((await drive!.endpoints()).authorization).toBe('https://login.microsoftonline.com/common/oauth2/v2.0/authorize');
  });

  it('explicit addresses, with a public client (no secret) and scopes of its own', async () => {
    const { calendar_own } = clientsOf({
      CALENDAR_OWN_AUTH_URL: 'https://idp.example.com/authorize',
      CALENDAR_OWN_TOKEN_URL: 'https://idp.example.com/token',
      CALENDAR_OWN_CLIENT_ID: 'bms',
      CALENDAR_OWN_SCOPES: 'calendar.read',
    });
    expect(await calendar_own!.endpoints()).toEqual({ authorization: 'https://idp.example.com/authorize', token: 'https://idp.example.com/token', auth: 'none' });
    const url = new URL(await calendar_own!.authorizationUrl({ state: 's.t', challenge: 'c', nonce: 'n' }));
    // no openid scope: no nonce; no offline_access: no prompt
    expect([...url.searchParams.keys()].sort()).toEqual(['client_id', 'code_challenge', 'code_challenge_method', 'redirect_uri', 'response_type', 'scope', 'state']);
  });

  it.each([
    [{ DRIVE_ISSUER: 'https://idp.example.com' }, 'DRIVE_CLIENT_ID: required'],
    [{ DRIVE_CLIENT_ID: 'bms' }, 'DRIVE_TOKEN_URL: DRIVE_AUTH_URL and DRIVE_TOKEN_URL are both required'],
    [{ CALENDAR_AUTH_URL: 'https://idp.example.com/a', CALENDAR_CLIENT_ID: 'bms' }, 'CALENDAR_TOKEN_URL'],
    [{ CALENDAR_OWN_PROVIDER: 'google', CALENDAR_OWN_ISSUER: 'https://accounts.google.com', CALENDAR_OWN_CLIENT_ID: 'x' }, 'CALENDAR_OWN_ISSUER: set either'],
  ])('refuses %j at start, naming the variable', (env, message) => {
    expect(() => clientsOf(env)).toThrow(ConfigError);
    expect(() => clientsOf(env)).toThrow(message);
  });
});
