import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, networkQuiet, signIn, useConsole } from '../support/browser';

interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** How long the animations on a page may take to end by themselves. */
const SETTLE_MS = 20_000;

/**
 * Waits until every animation and transition on the page that has an end
 * (not a spinner's endless one) has ended, and no new one began meanwhile:
 * what a person sees. Half-way through a fade (the console's dialogs fade in
 * over 225 ms), a dialog's text is still partly transparent, and axe, which
 * blends a transparent text with what is behind it, finds too little
 * contrast: once, in a full run on a busy machine, in the API-key dialog.
 *
 * In a CI run on a loaded machine a label's transition (its transform and
 * max-width: most likely the Name field's, begun as the field was filled and
 * here still under way when the dialog test slows the page's timeline) was
 * still running after 20 s; it did not come back on a loaded machine here
 * in 25 tries.
 * The dialog test now lets the page come to rest before it slows the
 * timeline. Should anything still run after SETTLE_MS, it is ended where it
 * would end (Animation#finish: the state a person sees once it is over) and
 * said in the test's output; animations that keep coming after that (a
 * page that never comes to rest) fail the check, by name.
 */
async function settled(page: Page): Promise<void> {
  // (page code as text: the tests compile without the DOM's types)
  const { overdue, unending } = (await page.evaluate(`(async () => {
    const ending = () => document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime));
    const named = (a) => (a.animationName || a.transitionProperty || 'animation') + ' on ' + (a.effect?.target?.tagName ?? '?') +
      ' (' + Math.round(a.currentTime) + ' of ' + a.effect?.getComputedTiming().endTime + ' ms, started at ' + Math.round(a.startTime) + ', timeline at ' + Math.round(document.timeline.currentTime) + ')';
    const until = Date.now() + ${SETTLE_MS};
    let left = ending();
    while (left.length && Date.now() < until) {
      await Promise.race([Promise.all(left.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, until - Date.now()))]);
      left = ending();
    }
    const overdue = left.map(named);
    for (let round = 0; round < 20 && left.length; round++, left = ending()) {
      for (const a of left) a.finish();
      // (a timer, not requestAnimationFrame: a page whose frames stalled would never call that back)
      await new Promise((r) => setTimeout(r, 50));
    }
    return { overdue, unending: left.map(named) };
  })()`)) as { overdue: string[]; unending: string[] };
  if (unending.length) throw new Error(`animations that keep coming: ${unending.join(', ')}`);
  if (overdue.length) console.warn(`still running after ${SETTLE_MS} ms, so ended: ${overdue.join(', ')}`);
}

/** axe-core's serious and critical findings on the page as a person sees it now (its animations ended). */
async function axeFindings(page: Page): Promise<string[]> {
  await settled(page);
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  // (page code as text: the tests compile without the DOM's types)
  const found = (await page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((r) =>
    r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })))`)) as Finding[];
  return found.filter((f) => f.impact === 'serious' || f.impact === 'critical').map((f) => `${f.id} (${f.impact}): ${f.help} at ${f.targets.join(', ')}`);
}

/** Each screen: its address under /admin (given the client made for the check) and a text that says it has loaded. */
const SCREENS: Array<[string, (client: number) => string, string]> = [
  ['dashboard', () => '', 'Recent activity'],
  ['clients list', () => '/clients', 'Harbor Logistics'],
  ['client show', (id) => `/clients/${id}/show`, 'Rotterdam'],
  ['client edit', (id) => `/clients/${id}`, 'Postal code'],
  ['client history', (id) => `/clients/${id}/show/history`, 'created ·'],
  ['audit trail', () => '/audit-log', 'crm.client'],
  ['invoices list', () => '/invoices', 'INV-'],
  ['invoice create', () => '/invoices/create', 'Total:'],
  ['task board', () => '/task-board', 'Count the stock'],
  ['team', () => '/team', 'admin@example.com'],
  ['roles', () => '/roles', 'Warehouse'],
  ['role matrix', () => '/roles/create', 'event tracker'],
  ['API keys', () => '/api-keys', 'API keys'],
  ['webhooks', () => '/webhooks', 'Webhooks'],
  ['files', () => '/files', 'stock.csv'],
  ['connections', () => '/connections', 'My own calendar'],
  ['outgoing messages', () => '/outgoing-messages', 'Outgoing messages'],
  ['reset password', () => '/reset-password#code=from-an-email', 'Choose a new password'],
  ['forgot password', () => '/reset-password', 'Send me a code'],
];
const PHONE_SCREENS = new Set(['dashboard', 'clients list', 'invoice create', 'task board', 'files']);

/**
 * The main screens checked with axe-core (injected into the page, which
 * needs a context that bypasses the console's CSP), at 1280 px and the key
 * ones at 390 px: no serious or critical findings, and on a phone nothing
 * wider than the screen. One page per width, one test per screen (each with
 * a time of its own: a busy machine slows every screen, and a hang names
 * its screen).
 */
describe('the admin console: accessibility (axe-core)', () => {
  const ui = useConsole({ context: { bypassCSP: true } });
  let clientId: number;

  beforeAll(async () => {
    const { api } = ui.stack();
    const me = (await api('GET', '/api/auth/me')).body;
    clientId = (await api('POST', '/api/clients', { company_name: 'Harbor Logistics', type: 'organization', city: 'Rotterdam', country: 'NL' })).body.record.id;
    // billing hears of a client made a moment ago by an event: until then, 422 on client_id
    const invoice = { client_id: clientId, due_date: '2027-02-28', items: [{ title: 'Warehousing, January', quantity: 1, rate: 2400 }] };
    for (let i = 0; i < 40 && (await api('POST', '/api/invoices', invoice)).status === 422; i++) await new Promise((r) => setTimeout(r, 50));
    await api('POST', '/api/tasks', { title: 'Count the stock', priority: 'medium', deadline: '2027-02-01', assigned_to: [me.id] });
    await api('POST', '/api/roles', { title: 'Warehouse', permissions: { clients: ['read'], tasks: ['read', 'update'] } });
    const form = new FormData();
    form.append('file', new Blob(['pallet,count\nA1,40\n'], { type: 'text/csv' }), 'stock.csv');
    const upload = await fetch(`${ui.stack().base}/api/file-manager/files`, { method: 'POST', headers: { Authorization: `Bearer ${await ui.stack().adminToken()}` }, body: form });
    expect(upload.status).toBe(201);
  }, 60_000);

  /** Opens a screen and waits until it has loaded and gone quiet. */
  const open = async (page: Page, at: string, loaded: string) => {
    await page.goto(`${ui.stack().base}/admin${at}`);
    await page.getByText(loaded).first().waitFor();
    await networkQuiet(page);
  };

  describe.each([
    ['1280 px', DESKTOP, undefined],
    ['390 px', PHONE, PHONE_SCREENS],
  ])('at %s', (_width, viewport, only) => {
    let page: Page;
    beforeAll(async () => {
      page = await ui.newPage(viewport);
    });

    /** What a person would not meet: axe's serious and critical findings, and on a phone anything wider than the screen. */
    const problems = async (): Promise<string[]> => {
      const found = await axeFindings(page);
      const wider = viewport.width < 600 ? await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth') : 0;
      return wider > 0 ? [...found, `wider than the screen by ${wider} px`] : found;
    };

    it('the sign-in page', async () => {
      await page.goto(`${ui.stack().base}/admin/login`);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await problems()).toEqual([]);
      await signIn(page, ui.stack().base, ui.stack().admin.email, ui.stack().admin.password);
    }, 60_000);

    it.each(SCREENS.filter(([name]) => !only || only.has(name)))('%s', async (_name, at, loaded) => {
      await open(page, at(clientId), loaded);
      expect(await problems()).toEqual([]);
    }, 60_000);

    if (viewport.width < 600) {
      it('the menu', async () => {
        await open(page, '', 'Recent activity');
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('menuitem', { name: 'Clients' }).waitFor();
        expect(await problems()).toEqual([]);
        // closed again from the keyboard (else it stays open: react-admin keeps the state)
        await page.keyboard.press('Escape');
        await page.getByRole('menuitem', { name: 'Clients' }).waitFor({ state: 'hidden' });
      }, 60_000);
    }

    it('the API-key secret dialog, checked once its fade has ended', async () => {
      await open(page, '/api-keys/create', 'Scopes');
      await page.getByLabel('Name').fill(`Checked at ${viewport.width}`);
      // Nothing under way when the timeline's pace changes (the label's move as the field filled).
      await settled(page);
      // The dialog's fade in at a tenth of its pace (2 s, not 225 ms): found at once, it is
      // half-way, as it was when a busy machine once ran the check then; the check waits it out.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Animation.enable');
      await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.1 });
      await page.getByRole('button', { name: 'Create key' }).click();
      await page.getByRole('dialog', { name: 'Your new API key' }).waitFor();
      expect(await page.evaluate<number>("document.getAnimations().filter((a) => a.playState === 'running').length")).toBeGreaterThan(0);
      expect(await problems()).toEqual([]);
    }, 60_000);
  });
});
