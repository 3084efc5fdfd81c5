import type { Page } from 'playwright-core';
import { signIn, useConsole } from '../support/browser';

/**
 * The console follows others' changes live (GET /api/changes/stream):
 * another user changes a client and moves a task through the API, and the
 * admin's clients list, client page (and its history) and task board show it within seconds,
 * without a reload; one stream per tab, closed at sign-out.
 */
describe('the admin console: live changes', () => {
  const ui = useConsole();
  const stamp = Date.now().toString(36);
  const LIVE = { timeout: 5_000 };
  let other: string;
  let clientId: number;
  let taskId: number;
  const client = `Quayside Supplies ${stamp}`;
  const task = `Count the crates ${stamp}`;

  beforeAll(async () => {
    const { api } = ui.stack();
    const me = (await api('GET', '/api/auth/me')).body;
    const role = await api('POST', '/api/roles', { title: `Dispatch ${stamp}`, permissions: { clients: ['read', 'create', 'update'], tasks: ['read', 'update'] } });
    expect(role.status).toBe(201);
    const email = `olga${stamp}@example.com`;
    const member = await api('POST', '/api/team', { first_name: 'Olga', last_name: 'Other', email, password: 'olga-password-1', role_id: role.body.record.id });
    expect(member.status).toBe(201);
    other = (await api('POST', '/api/auth/login', { email, password: 'olga-password-1' }, '')).body.token;
    clientId = (await api('POST', '/api/clients', { company_name: client, type: 'organization', city: 'Oslo', country: 'NO' })).body.record.id;
    taskId = (await api('POST', '/api/tasks', { title: task, priority: 'medium', deadline: '2027-04-01', assigned_to: [me.id, member.body.record.id] })).body.record.id;
  }, 60_000);

  /** A page signed in as the admin, whose change stream is open; the stream requests it made. */
  async function livePage(): Promise<{ page: Page; streams: string[]; ended: string[] }> {
    const page = await ui.newPage();
    const streams: string[] = [];
    const ended: string[] = [];
    const isStream = (url: string) => url.includes('/api/changes/stream');
    page.on('request', (r) => void (isStream(r.url()) && streams.push(r.url())));
    page.on('requestfailed', (r) => void (isStream(r.url()) && ended.push(r.failure()?.errorText ?? 'failed')));
    page.on('requestfinished', (r) => void (isStream(r.url()) && ended.push('finished')));
    const opened = page.waitForResponse((r) => r.url().includes('/api/changes/stream') && r.status() === 200);
    await signIn(page, ui.stack().base, ui.stack().admin.email, ui.stack().admin.password);
    await opened;
    // a mark that a reload would lose
    await page.evaluate('window.__sameDocument = true');
    return { page, streams, ended };
  }
  const sameDocument = (page: Page) => page.evaluate('window.__sameDocument === true');

  it("shows another user's change of a client, and a client they made, in the list and on the client's page without a reload", async () => {
    const { page, streams } = await livePage();
    await page.getByRole('menuitem', { name: 'Clients' }).click();
    const row = page.getByRole('row').filter({ hasText: client });
    await row.getByText('Oslo').waitFor();

    const changed = await ui.stack().api('PATCH', `/api/clients/${clientId}`, { city: 'Tromsø' }, other);
    expect(changed.status).toBe(200);
    await row.getByText('Tromsø').waitFor(LIVE);
    const made = await ui.stack().api('POST', '/api/clients', { company_name: `${client} North`, type: 'organization', city: 'Bodø' }, other);
    expect(made.status).toBe(201);
    await page.getByRole('row').filter({ hasText: `${client} North` }).getByText('Bodø').waitFor(LIVE);

    await row.getByText(client, { exact: true }).click();
    await page.waitForURL(new RegExp(`/clients/${clientId}/show$`));
    await page.getByText('Tromsø').waitFor();
    expect((await ui.stack().api('PATCH', `/api/clients/${clientId}`, { phone: '+4755550101' }, other)).status).toBe(200);
    await page.getByText('+4755550101').waitFor(LIVE);
    // its history (the admin's) grows too, once the audit trail has the change
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('list', { name: 'History' });
    await history.getByText('created ·', { exact: false }).waitFor();
    expect((await ui.stack().api('PATCH', `/api/clients/${clientId}`, { city: 'Harstad' }, other)).status).toBe(200);
    await history.getByText('Tromsø → Harstad').waitFor(LIVE);

    expect(await sameDocument(page)).toBe(true);
    // one stream for the tab, however many screens it went through
    expect(streams).toHaveLength(1);
  }, 60_000);

  it('moves a card on the task board when another user changes its status', async () => {
    const { page } = await livePage();
    await page.getByRole('menuitem', { name: 'Task board' }).click();
    const card = (column: string) => page.getByRole('region', { name: column }).getByRole('article', { name: task });
    await card('not started').waitFor();

    expect((await ui.stack().api('PATCH', `/api/tasks/${taskId}`, { status: 'in_progress' }, other)).status).toBe(200);
    await card('in progress').waitFor(LIVE);
    await card('not started').waitFor({ state: 'detached' });
    expect((await ui.stack().api('PATCH', `/api/tasks/${taskId}`, { status: 'done' }, other)).status).toBe(200);
    await card('done').waitFor(LIVE);
    expect(await sameDocument(page)).toBe(true);
  }, 60_000);

  it('closes its stream at sign-out', async () => {
    const { page, streams, ended } = await livePage();
    expect(ended).toEqual([]);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    for (let i = 0; i < 50 && !ended.length; i++) await page.waitForTimeout(100);
    expect(ended).toHaveLength(1);
    // and none opened again while signed out
    await page.waitForTimeout(2_500);
    expect(streams).toHaveLength(1);
  }, 60_000);
});
