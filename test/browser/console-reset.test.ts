import { notifications } from '../support/harness';
import { signIn, useConsole, watchProblems } from '../support/browser';

/**
 * The console's password recovery in a real browser (headless Chromium),
 * on a stack started as `npm start` starts it (emails to the log): asking
 * for a code from the sign-in page, the page a recovery email links to
 * completing the reset, and the admin's list of outgoing messages.
 */
describe('the admin console: password recovery and outgoing messages', () => {
  const ui = useConsole({ env: { PUBLIC_URL: 'http://console.bms.invalid' } });

  it('forgot password: the link of the email sets a new password, which signs in', async () => {
    const stack = ui.stack();
    const email = `reset${Date.now()}@example.com`;
    const member = await stack.api('POST', '/api/team', { first_name: 'Rae', last_name: 'Set', email, password: 'first-password-1' }, await stack.adminToken());
    expect(member.status).toBe(201);
    const inbox = await notifications(stack.logFile);
    const page = await ui.newPage();
    const problems = watchProblems(page);
    await page.goto(`${stack.base}/admin/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?', level: 1 }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByRole('status').filter({ hasText: 'If the address is registered, an email is on its way' }).waitFor();
    const code = await inbox.next('email', email, 10_000);

    // What the email links to (PUBLIC_URL/admin/reset-password#code=…), opened on this stack.
    await page.goto(`${stack.base}/admin/reset-password#code=${code}`);
    await page.getByRole('heading', { name: 'Choose a new password', level: 1 }).waitFor();
    await page.locator('#reset-password').fill('second-password-2');
    await page.locator('#reset-retype_password').fill('other-password-2');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await page.getByText('The passwords do not match.').waitFor();
    await page.locator('#reset-retype_password').fill('second-password-2');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password has been changed' }).waitFor();
    expect(page.url()).not.toContain(code);

    await signIn(page, stack.base, email, 'second-password-2');
    expect((await stack.api('POST', '/api/auth/login', { email, password: 'first-password-1' })).status).toBe(401);
    expect(problems).toEqual([]);
  }, 90_000);

  it('an admin reads the outgoing messages, masked and without content', async () => {
    const stack = ui.stack();
    const page = await ui.newPage();
    await signIn(page, stack.base, stack.admin.email, stack.admin.password);
    await page.getByRole('menuitem', { name: 'Outgoing messages' }).click();
    await page.getByRole('heading', { name: 'Outgoing messages', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'r***@example.com' }).filter({ hasText: 'recovery' }).first();
    await row.waitFor();
    expect(await row.innerText()).toMatch(/sent/);
  }, 60_000);
});
