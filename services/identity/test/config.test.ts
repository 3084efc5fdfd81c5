import { ConfigError } from '@bms/platform';
import { identityConfig } from '../src/config';

const required = { MONGO_URL: 'mongodb://127.0.0.1:27017/identity', JWT_PUBLIC_KEY: 'public', JWT_PRIVATE_KEY: 'private' };

describe('the configuration of identity', () => {
  it('takes the default provider addresses, and http(s) ones of its own', () => {
    const c = identityConfig.load({ ...required, DRIVE_AUTH_URL: 'https://drive.example.com/oauth/authorize?x=1', CALENDAR_REDIRECT_URI: 'http://127.0.0.1:9000/cb' });
    expect(c.DRIVE_AUTH_URL).toBe('https://drive.example.com/oauth/authorize?x=1');
    expect(c.CALENDAR_REDIRECT_URI).toBe('http://127.0.0.1:9000/cb');
    expect(c.CALENDAR_OWN_AUTH_URL).toBe('https://accounts.google.com/o/oauth2/v2/auth');
  });

  it.each([
    ['DRIVE_AUTH_URL', 'accounts.google.com/o/oauth2/v2/auth'],
    ['CALENDAR_AUTH_URL', 'https://'],
    ['CALENDAR_OWN_AUTH_URL', 'javascript:alert(1)'],
    ['DRIVE_REDIRECT_URI', 'http//127.0.0.1:8080/oauth/callback'],
    ['CALENDAR_REDIRECT_URI', 'ftp://files.example.com/cb'],
    ['CALENDAR_OWN_REDIRECT_URI', 'not a url'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    const load = () => identityConfig.load({ ...required, [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(`${name}: must be an http(s) URL`);
  });
});
