import { sessionToken, useConsole, watchProblems } from '../support/browser';

/**
 * The admin console in a real browser (headless Chromium), on a stack
 * started as `npm start` starts it: signing in with the printed
 * credentials, the dashboard, signing out; a wrong password.
 */
describe('the admin console: sign-in', () => {
  const ui = useConsole();

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
});
