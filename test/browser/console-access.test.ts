import type { Page } from 'playwright-core';
import { networkQuiet, openCreate, sessionToken, useConsole } from '../support/browser';

/**
 * Who may do what, through the console: an admin makes a role and a staff
 * member with it (the server's 422 shown beside its field); the member
 * sees only what the role allows, and a 403 names the permission missing;
 * an API key made in the console is shown once, works, and once revoked
 * is refused (connections: console-connections.test.ts).
 */
describe('the admin console: roles, team, API keys', () => {
  const ui = useConsole();
  const stamp = Date.now().toString(36);
  const member = { email: `sam.${stamp}@example.com`, password: 'sam-password-1', name: 'Sam Sales' };
  const roleTitle = `Sales ${stamp}`;
  let memberPage: Page;

  /** The field's message beside it: the text of the element that describes the input. */
  const messageOf = async (page: Page, name: string) => {
    const describedBy = await page.getByRole('textbox', { name }).getAttribute('aria-describedby');
    return page.locator(`[id="${describedBy}"]`).innerText();
  };

  it('an empty list keeps its Create link where it showed it while loading (no role made yet)', async () => {
    const page = await ui.signedInPage();
    // The list's answer held back, so that the link is seen while the list loads, then after.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/api\/roles(\?|$)/, async (route) => {
      await answered;
      await route.continue();
    });
    await page.getByRole('menuitem', { name: 'Roles' }).click();
    const create = page.getByRole('link', { name: 'Create' });
    await create.waitFor();
    const loading = await create.boundingBox();
    answer();
    await networkQuiet(page);
    await page.evaluate('new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))');
    expect(await create.boundingBox({ timeout: 5_000 })).toEqual(loading);
    await page.getByText('No Roles found').waitFor();
    await create.click();
    await page.waitForURL(/\/roles\/create$/);
  });

  it('an admin makes a role with the matrix and a member with that role; the 422 of a short password stands beside the field', async () => {
    const page = await ui.signedInPage();
    await openCreate(page, 'Roles');
    await page.getByLabel('Title').fill(roleTitle);
    for (const cell of ['clients: read', 'clients: create', 'api keys: read', 'api keys: create', 'api keys: delete', 'integrations: read', 'integrations: create']) {
      await page.getByRole('checkbox', { name: cell }).check();
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: roleTitle }).waitFor();
    const roles = await ui.stack().api('GET', `/api/roles?search=${encodeURIComponent(roleTitle)}`);
    const role = roles.body.records.find((r: { title: string }) => r.title === roleTitle);
    expect(role.permissions).toEqual({ clients: ['read', 'create'], api_keys: ['read', 'create', 'delete'], integrations: ['read', 'create'] });

    await openCreate(page, 'Team members');
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Sales');
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('textbox', { name: 'Password' }).fill('short');
    await page.getByLabel('Role').click();
    await page.getByRole('option', { name: roleTitle }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    // the server's rule (8 characters at least), not the form's: a 422 put beside the field
    await page.getByText('Must be at least 8 characters.').waitFor();
    expect(await messageOf(page, 'Password')).toBe('Must be at least 8 characters.');
    expect(await page.getByRole('textbox', { name: 'Password' }).getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toMatch(/\/team\/create$/);

    await page.getByRole('textbox', { name: 'Password' }).fill(member.password);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/team\/\d+\/show$/);
    const id = Number(/\/team\/(\d+)\/show/.exec(page.url())![1]);
    const made = await ui.stack().api('GET', `/api/team/${id}`);
    expect(made.body.record).toMatchObject({ email: member.email, role_id: role.id, status: 'active', user_type: 'staff' });
  }, 90_000);

  it('the member sees only what the role allows, and a 403 names the missing permission', async () => {
    memberPage = await ui.signedInPage(undefined, member);
    const page = memberPage;
    await page.getByRole('button', { name: 'Profile' }).filter({ hasText: member.name }).waitFor();
    const menu = await page.getByRole('menuitem').allInnerTexts();
    expect(menu).toEqual(['Dashboard', 'Clients', 'Announcements', 'Messages', 'API keys', 'Connections']);
    // the dashboard leaves out the panels of what the role does not read
    await page.getByRole('region', { name: 'Recent activity' }).waitFor();
    expect(await page.getByRole('region', { name: 'Open invoices' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Tasks' }).count()).toBe(0);

    // what the role allows works
    await openCreate(page, 'Clients');
    await page.getByLabel('Name').fill(`Member's client ${stamp}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/clients\/\d+\/show$/);

    // a screen the role does not open, reached by its address: the reason, not a blank page
    await page.goto(`${ui.stack().base}/admin/invoices`);
    const denied = page.locator('#main-content').getByRole('alert').filter({ hasText: 'You lack the permission "invoices: read"' });
    await denied.waitFor();
    expect(await denied.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    const direct = await ui.stack().api('GET', '/api/invoices', undefined, (await sessionToken(page))!);
    expect(direct.status).toBe(403);
    // a 403 does not sign out
    expect(await sessionToken(page)).toMatch(/^ey/);
  }, 90_000);

  it('an API key made in the console: its secret is shown once, works, and once revoked is refused with 401', async () => {
    const page = memberPage;
    const keyName = `ERP sync ${stamp}`;
    await openCreate(page, 'API keys');
    await page.getByLabel('Name').fill(keyName);
    // the matrix offers only what the member's own role grants
    await page.getByRole('checkbox', { name: 'clients: read' }).check();
    expect(await page.getByRole('checkbox', { name: 'invoices: read' }).isDisabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'clients: delete' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Create key' }).click();

    const dialog = page.getByRole('dialog', { name: 'Your new API key' });
    await dialog.waitFor();
    await dialog.getByText('This is the only time this secret is shown').waitFor();
    const secret = await dialog.getByLabel('Secret').inputValue();
    expect(secret.length).toBeGreaterThan(20);
    await dialog.getByRole('button', { name: 'I have stored it' }).click();
    await page.waitForURL(/\/api-keys$/);
    const row = page.getByRole('row').filter({ hasText: keyName });
    await row.waitFor();
    // shown once: nowhere on the list, nor in what the API lists
    expect(await page.locator('body').innerText()).not.toContain(secret);
    expect(JSON.stringify((await ui.stack().api('GET', '/api/api-keys', undefined, (await sessionToken(page))!)).body)).not.toContain(secret);

    // used as any client would (curl -H "Authorization: Bearer …")
    const use = (path: string) => fetch(`${ui.stack().base}${path}`, { headers: { Authorization: `Bearer ${secret}` } });
    const clients = await use('/api/clients');
    expect(clients.status).toBe(200);
    expect(((await clients.json()) as { records: Array<{ company_name: string }> }).records.map((c) => c.company_name)).toContain(`Member's client ${stamp}`);
    // limited to its scope (clients: read), though the member may create clients
    const create = await fetch(`${ui.stack().base}/api/clients`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ company_name: 'Through the key', type: 'organization' }),
    });
    expect(create.status).toBe(403);
    expect((await use('/api/invoices')).status).toBe(403);

    await row.getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this API key?' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    // (behind the open dialog the row is hidden from the accessibility tree: wait for the dialog first)
    await confirm.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    expect((await use('/api/clients')).status).toBe(401);
  }, 90_000);
});
