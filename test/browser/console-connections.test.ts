import { type ConsoleOptions, useConsole } from '../support/browser';
import { ACCOUNTS, DRIVE_CLIENT } from '../support/oauth-stack';
import { type OidcProvider, startOidcProvider } from '../support/oidc';
import { lib } from '../support/stack';

/**
 * The connections screen completes the OAuth round trip in the browser:
 * Connect sends the tab to a real OpenID provider (oidc-provider on
 * loopback), which signs the user in, asks consent and sends them back to
 * the gateway's /oauth/callback; the screen posts the code and state, and
 * the file storage shows connected as the provider's account. Disconnect
 * revokes at the provider; a user who denies access is told so.
 */
describe('the admin console: connecting an external account at its provider', () => {
  const options: ConsoleOptions = { env: {} };
  let provider: OidcProvider | undefined;
  beforeAll(async () => {
    const port = await lib.freePort();
    const redirect = `http://127.0.0.1:${port}/oauth/callback`;
    provider = await startOidcProvider({ clients: [{ ...DRIVE_CLIENT, redirect_uris: [redirect] }], accounts: ACCOUNTS });
    Object.assign(options.env!, {
      PORT: String(port),
      DRIVE_ISSUER: provider.issuer,
      DRIVE_CLIENT_ID: DRIVE_CLIENT.client_id,
      DRIVE_CLIENT_SECRET: DRIVE_CLIENT.client_secret,
      DRIVE_REDIRECT_URI: redirect,
    });
  }, 30_000);
  const ui = useConsole(options);
  afterAll(() => provider?.stop());

  it('Connect → sign in and allow at the provider → back on the screen, connected as that account; Disconnect revokes it', async () => {
    const page = await ui.signedInPage();
    await page.getByRole('menuitem', { name: 'Connections' }).click();
    const drive = page.getByRole('region', { name: 'File storage (drive)' });
    await drive.getByText('not connected').waitFor();
    await page.getByRole('region', { name: 'My own calendar' }).getByText(/^not offered/).waitFor();

    await drive.getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('heading', { name: 'Sign in to the test provider' }).waitFor();
    expect(page.url().startsWith(provider!.issuer)).toBe(true);
    await page.getByLabel('Account').fill('alice');
    await page.getByLabel('Password').fill(ACCOUNTS.alice!.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The list the screen fetches as it opens again is read at once but answered 2 s later, after
    // the code's exchange: the screen must still come to show the connection (not the list read
    // before it), as it would when that first answer is slow.
    const LIST = '**/api/extsvc-api/connections';
    let lists = 0;
    await page.route(LIST, async (route) => {
      if (lists++ > 0) return route.continue();
      const response = await route.fetch();
      await new Promise((r) => setTimeout(r, 2000));
      // Unrouted by then (the screen already showed the connection): the late answer is dropped.
      await route.fulfill({ response }).catch(() => undefined);
    });
    await page.getByRole('button', { name: 'Allow' }).click();

    await page.waitForURL(/\/admin\/connections$/);
    await page.getByRole('status').filter({ hasText: 'File storage (drive): connected.' }).waitFor();
    await drive.getByText(/^connected as alice@provider\.test since /).waitFor();
    await drive.getByText('Access granted: openid, email, offline_access').waitFor();
    await page.unroute(LIST);
    expect(lists).toBeGreaterThanOrEqual(2);
    const listed = await ui.stack().api('GET', '/api/extsvc-api/connections');
    expect(listed.body.records[0]).toMatchObject({ service: 'drive', connected: true, account: { id: 'alice', email: 'alice@provider.test' } });
    expect((await provider!.stats()).accounts.alice).toMatchObject({ authorization_code: 1 });

    const revocations = (await provider!.stats()).revocation;
    await drive.getByRole('button', { name: 'Disconnect' }).click();
    await drive.getByText('not connected').waitFor();
    expect((await provider!.stats()).revocation).toBeGreaterThan(revocations);
    expect((await ui.stack().api('GET', '/api/extsvc-api/connections')).body.records[0]).toMatchObject({ connected: false, disconnect_reason: 'user' });
  }, 90_000);

  it('a user who denies access at the provider comes back to the screen told so, nothing connected', async () => {
    const page = await ui.signedInPage();
    await page.goto(`${ui.stack().base}/admin/connections`);
    const drive = page.getByRole('region', { name: 'File storage (drive)' });
    await drive.getByRole('button', { name: 'Connect' }).click();
    await page.getByLabel('Account').fill('bob');
    await page.getByLabel('Password').fill(ACCOUNTS.bob!.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Deny' }).click();
    await page.getByRole('alert').filter({ hasText: 'The provider did not grant access: access_denied' }).waitFor();
    await drive.getByText('not connected').waitFor();
  }, 60_000);
});
