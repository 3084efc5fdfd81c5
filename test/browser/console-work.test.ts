import { execFileSync } from 'node:child_process';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { downloadOf, networkQuiet, openCreate, sessionToken, useConsole } from '../support/browser';

/**
 * Daily work through the console, checked on the server: a client and an
 * invoice with lines (its PDF downloaded and read), a task moved on the
 * board (by mouse, by its menu and by keyboard), a file uploaded with a
 * progress bar and downloaded again, byte for byte; and a server gone.
 */
describe('the admin console: clients, invoices, the task board, files', () => {
  const ui = useConsole();
  const stamp = Date.now().toString(36);

  it('makes a client, then an invoice for it with lines whose total shows as typed; its PDF downloads and says the number and total', async () => {
    const page = await ui.signedInPage();
    const client = `Fjord Freight ${stamp}`;
    await openCreate(page, 'Clients');
    await page.getByLabel('Name').fill(client);
    await page.getByLabel('City').fill('Bergen');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/clients\/\d+\/show$/);
    const clientId = Number(/\/clients\/(\d+)\/show/.exec(page.url())![1]);
    expect((await ui.stack().api('GET', `/api/clients/${clientId}`)).body.record).toMatchObject({ company_name: client, city: 'Bergen', type: 'organization' });

    await openCreate(page, 'Invoices');
    await page.getByLabel('Client').fill(client.slice(0, 12));
    await page.getByRole('option', { name: client }).click();
    await page.getByLabel('Due').fill('2027-01-31');
    const lines = [
      ['Freight Oslo–Bergen', '3', '1250.5'],
      ['Customs handling', '1', '99.99'],
    ];
    for (const [i, [title, quantity, rate]] of lines.entries()) {
      await page.getByRole('button', { name: 'Add' }).click();
      await page.getByLabel('Item').nth(i).fill(title!);
      await page.getByLabel('Quantity').nth(i).fill(quantity!);
      await page.getByLabel('Rate').nth(i).fill(rate!);
    }
    await page.getByText('Total: 3,851.49').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/invoices\/\d+\/show$/);
    const invoiceId = Number(/\/invoices\/(\d+)\/show/.exec(page.url())![1]);
    const invoice = (await ui.stack().api('GET', `/api/invoices/${invoiceId}`)).body.record;
    expect(invoice).toMatchObject({ client_id: clientId, status: 'draft', due_date: '2027-01-31', total: 3851.49 });
    expect(invoice.items.map((l: { title: string; quantity: number; rate: number }) => [l.title, l.quantity, l.rate])).toEqual([
      ['Freight Oslo–Bergen', 3, 1250.5],
      ['Customs handling', 1, 99.99],
    ]);
    // Its number heads the page (the History tab, once read, shows it again among the values made).
    await page.getByText(invoice.invoice_number, { exact: true }).first().waitFor();

    const pdf = await downloadOf(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
    expect(pdf.name).toBe(`${invoice.invoice_number}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const file = path.join(os.tmpdir(), `console-${stamp}.pdf`);
    fs.writeFileSync(file, pdf.bytes);
    try {
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain(invoice.invoice_number);
      expect(text).toContain(client);
      expect(text).toContain('3,851.49');
    } finally {
      fs.rmSync(file, { force: true });
    }
  }, 90_000);

  it('moves a task on the board by dragging it, by its "Move to" menu, and by keyboard dragging; the server has each new status', async () => {
    const me = (await ui.stack().api('GET', '/api/auth/me')).body;
    const title = `Ship the pallets ${stamp}`;
    const made = await ui.stack().api('POST', '/api/tasks', { title, priority: 'high', deadline: '2027-03-15', assigned_to: [me.id] });
    expect(made.status).toBe(201);
    const status = async () => (await ui.stack().api('GET', `/api/tasks/${made.body.record.id}`)).body.record.status;
    const page = await ui.signedInPage();
    await page.getByRole('menuitem', { name: 'Task board' }).click();
    const column = (name: string) => page.getByRole('region', { name });
    const card = (name: string) => column(name).getByRole('article', { name: title });
    const handle = (name: string) => card(name).getByRole('button', { name: new RegExp(`^Move ${title}`) });

    // by mouse: pick the card up and drop it on the next column (once every column has loaded: none moves any more)
    await card('not started').waitFor();
    await page.getByText('Loading…').first().waitFor({ state: 'detached' });
    const from = (await card('not started').boundingBox())!;
    const to = (await column('in progress').boundingBox())!;
    // anywhere on the card but its link and menu: beside the priority chip
    const start = { x: from.x + from.width - 20, y: from.y + 50 };
    const end = { x: to.x + to.width / 2, y: to.y + 40 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    // as a hand moves: past the 5 px that start a drag, then across, and a pause over the column before letting go
    await page.mouse.move(start.x + 10, start.y, { steps: 2 });
    await page.mouse.move(end.x, end.y, { steps: 10 });
    await page.waitForTimeout(250);
    await page.mouse.up();
    await card('in progress').waitFor();
    expect(await status()).toBe('in_progress');

    // by keyboard: its menu offers only the moves the rules allow
    await card('in progress').getByLabel('Move to').focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['done']);
    await page.keyboard.press('Enter');
    await card('done').waitFor();
    expect(await status()).toBe('done');

    // by keyboard, dragging: space picks the card up, arrows carry it (25 px a press), space drops it
    // (once the menu has closed and the board reloaded: a closing menu gives the focus back where it was)
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await networkQuiet(page);
    await handle('done').focus();
    await page.keyboard.press('Space');
    // (dnd-kit listens for the arrows from the next tick on; a hand is never that quick anyway)
    await page.waitForTimeout(150);
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('ArrowLeft');
      await page.waitForTimeout(30);
    }
    // it says where the card is, for a screen reader: over the column to its left
    await page.locator('[aria-live]').filter({ hasText: `${title} is over in progress.` }).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await card('in progress').waitFor();
    expect(await status()).toBe('in_progress');
  }, 90_000);

  it('uploads a file with a progress bar, and downloads the same bytes', async () => {
    const page = await ui.signedInPage();
    await page.getByRole('menuitem', { name: 'Files' }).click();
    const name = `pallet-list-${stamp}.bin`;
    const bytes = crypto.randomBytes(1536 * 1024);
    // Chromium's own throttling (512 KB/s up), so that the upload lasts long enough to be seen
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 512 * 1024 });
    await page.getByLabel('Files to upload').setInputFiles({ name, mimeType: 'application/octet-stream', buffer: bytes });
    const bar = page.getByRole('progressbar', { name: `upload of ${name}` });
    await bar.waitFor();
    const seen = new Set<number>();
    while (await bar.isVisible()) {
      const now = await bar.getAttribute('aria-valuenow', { timeout: 1000 }).catch(() => null);
      if (now !== null) seen.add(Number(now));
      await page.waitForTimeout(100);
    }
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    // it moved: several steps between the start and the end
    expect([...seen].filter((v) => v > 0 && v < 100).length).toBeGreaterThanOrEqual(3);
    await page.getByText(`${name} uploaded.`).waitFor();
    await page.getByRole('table', { name: 'Folders and files' }).getByRole('row').filter({ hasText: name }).getByText('1.5 MB').waitFor();

    const listed = (await ui.stack().api('GET', '/api/file-manager')).body.records.find((e: { name: string }) => e.name === name);
    expect(listed).toMatchObject({ type: 'file', size: bytes.length });
    const got = await downloadOf(page, () => page.getByRole('button', { name: `Download ${name}` }).click());
    expect(got.name).toBe(name);
    expect(got.bytes.equals(bytes)).toBe(true);
  }, 90_000);

  // Last: it stops this file's stack.
  it('when the server is gone, a screen says so and offers a retry, never a blank page', async () => {
    const page = await ui.signedInPage();
    await page.getByRole('menuitem', { name: 'Clients' }).click();
    await page.getByRole('heading', { name: 'Clients', level: 1 }).waitFor();
    await networkQuiet(page);
    await ui.stack().stop();

    await page.getByRole('menuitem', { name: 'Invoices' }).click();
    const alert = page.locator('#main-content').getByRole('alert').filter({ hasText: 'The server cannot be reached. Check the connection and retry.' });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await alert.waitFor();
    // still signed in, on the screen asked for
    expect(page.url()).toMatch(/\/admin\/invoices$/);
    expect(await sessionToken(page)).toMatch(/^ey/);
  }, 60_000);
});
