import { notifications } from '../support/harness';
import { CHROMIUM, launchBrowser, sessionToken, signIn, useConsole, watchProblems } from '../support/browser';

/**
 * The admin console in a real browser (headless Chromium), on a stack
 * started as `npm start` starts it: signing in with the printed
 * credentials, by phone and one-time code, a wrong password, a 429 with
 * its retry time, a session that ends (401), signing out.
 */
describe('the admin console: sign-in', () => {
  // Two sign-in codes a minute per address, so that a 429 comes cheaply.
  const ui = useConsole({ env: { RATE_LIMIT_SEND_OTP: '2' } });

  it('the start prints the console address and how to sign in', () => {
    const { base, admin } = ui.stack();
    expect(ui.stack().output()).toContain(`Admin console: ${base}/admin   (email ${admin.email}, password ${admin.password})`);
  });

  it('signs in with the printed credentials, shows the dashboard under the strict CSP, and signs out', async () => {
    const page = await ui.newPage();
    const problems = watchProblems(page);
    const { base, admin } = ui.stack();
    const res = await page.goto(`${base}/admin`);
    expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self';/);
    await page.waitForURL(/\/admin\/login$/);

    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    for (const panel of ['Open invoices', 'Tasks', 'New leads per week', 'Recent activity']) {
      await page.getByRole('region', { name: panel }).waitFor();
    }
    // The token is this tab's: in sessionStorage, never in a cookie.
    expect(await sessionToken(page)).toMatch(/^ey/);
    expect(await page.context().cookies()).toEqual([]);

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/admin\/login$/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await sessionToken(page)).toBeNull();
    // Styles came with the response's nonce, scripts from the origin: nothing was refused.
    expect(problems).toEqual([]);
  }, 60_000);

  it('a wrong password shows an error and stays on the sign-in page', async () => {
    const page = await ui.newPage();
    const { base, admin } = ui.stack();
    await page.goto(`${base}/admin/login`);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(`${admin.password}-wrong`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Wrong credentials' }).waitFor();
    expect(page.url()).toMatch(/\/admin\/login$/);
    expect(await sessionToken(page)).toBeNull();
  }, 60_000);

  it('signs in by phone with the one-time code sent to it, from the keyboard', async () => {
    const stack = ui.stack();
    const phone = `+1555${String(Date.now()).slice(-7)}`;
    const member = await stack.api('POST', '/api/team', { first_name: 'Pat', last_name: 'Phone', email: `pat${Date.now()}@example.com`, password: 'pat-password-1', phone });
    expect(member.status).toBe(201);
    const inbox = await notifications(stack.logFile);
    try {
      const page = await ui.newPage();
      await page.goto(`${stack.base}/admin/login`);
      await page.getByRole('tab', { name: 'Phone' }).click();
      await page.getByLabel('Phone').fill(phone);
      // The next stop after the phone is its "send me a code" button.
      await page.keyboard.press('Tab');
      expect(await page.evaluate<string>('document.activeElement.textContent')).toBe('Send me a code');
      await page.keyboard.press('Enter');
      await page.getByText('A code was sent to this phone').waitFor();
      const code = await inbox.next('sms', phone);

      await page.getByLabel('One-time code').fill(code);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Profile' }).filter({ hasText: 'Pat Phone' }).waitFor();
      const me = await stack.api('GET', '/api/auth/me', undefined, (await sessionToken(page))!);
      expect(me.body).toMatchObject({ id: member.body.record.id, phone });
    } finally {
      await inbox.close();
    }
  }, 60_000);

  it('a 429 says when to retry and holds the buttons until then', async () => {
    const { base } = ui.stack();
    const page = await ui.newPage();
    await page.goto(`${base}/admin/login`);
    await page.getByRole('tab', { name: 'Phone' }).click();
    await page.getByLabel('Phone').fill('+15550001111');
    const send = page.getByRole('button', { name: 'Send me a code' });
    // two a minute for this address (the test before spent one)
    let status = 0;
    for (let i = 0; i < 3 && status !== 429; i++) {
      const [res] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/auth/send-otp')), send.click()]);
      status = res.status();
    }
    expect(status).toBe(429);
    const alert = page.getByRole('alert').filter({ hasText: 'Too many requests' });
    const text = await alert.innerText();
    const [, retry, left] = /Retry in (\d+) s\. \((\d+) s left\)/.exec(text) ?? [];
    expect(Number(retry)).toBeGreaterThan(0);
    expect(Number(retry)).toBeLessThanOrEqual(60);
    expect(Number(left)).toBeLessThanOrEqual(Number(retry));
    expect(await send.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign in' }).isDisabled()).toBe(true);
    // it counts down
    await alert.filter({ hasNotText: `(${left} s left)` }).waitFor();
    // what the server says to a client of its own: the same
    const direct = await fetch(`${base}/api/auth/send-otp`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ phone: '+15550001111' }) });
    expect(direct.status).toBe(429);
    expect(Number(direct.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);

  it('a session ended elsewhere brings back the sign-in page by itself: its change stream ends', async () => {
    const { base, admin } = ui.stack();
    const page = await ui.newPage();
    await signIn(page, base, admin.email, admin.password);
    const token = (await sessionToken(page))!;
    // signed out by another client: the token is revoked on the server, whose stream says so (event: end)
    const out = await fetch(`${base}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(out.status).toBe(200);

    await page.waitForURL(/\/admin\/login$/, { timeout: 10_000 });
    await page.getByText('Your session has ended: sign in again.').waitFor();
    expect(await sessionToken(page)).toBeNull();
  }, 60_000);

  it('a session ended elsewhere (401) brings back the sign-in page', async () => {
    const { base, admin } = ui.stack();
    const page = await ui.newPage();
    // without the change stream (a proxy that drops it), the next request's 401 is what tells
    await page.route('**/api/changes/stream', (route) => route.abort());
    await signIn(page, base, admin.email, admin.password);
    const token = (await sessionToken(page))!;
    // signed out by another client: the token is revoked on the server
    const out = await fetch(`${base}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(out.status).toBe(200);

    await page.getByRole('menuitem', { name: 'Clients' }).click();
    await page.waitForURL(/\/admin\/login$/, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.getByText('Your session has ended: sign in again.').waitFor();
    expect(await sessionToken(page)).toBeNull();
    // signing in again goes on
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin\/(clients)?$/);
  }, 60_000);

  it('without Chromium the harness says so, naming it', async () => {
    await expect(launchBrowser('/nonexistent/chromium')).rejects.toThrow(/Chromium is missing at \/nonexistent\/chromium.*CHROMIUM_PATH/);
    expect(CHROMIUM).toBe(process.env.CHROMIUM_PATH || '/usr/bin/chromium');
  });
});
