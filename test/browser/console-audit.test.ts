import { useConsole } from '../support/browser';

/**
 * The audit trail in the console: a client's and an invoice's page shows
 * its history (what changed, by whom, from where), and the audit page
 * lists the trail with its filters, each row opening to what changed.
 */
describe('the admin console: history and the audit trail', () => {
  const ui = useConsole();
  const stamp = Date.now().toString(36);

  /** Waits until `check` holds (the page renders a moment after what it fetched). */
  const until = async (check: () => Promise<boolean>, what: string) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`not seen: ${what}`);
  };

  /** Waits until the trail has `count` entries of the record (it is fed a moment after each write). */
  const recorded = async (module: string, id: number, count: number) => {
    for (let i = 0; i < 100; i++) {
      const res = await ui.stack().api('GET', `/api/audit-log?module=${module}&record_id=${id}`);
      if (res.body.records?.length >= count) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${module} ${id}: fewer than ${count} entries in the audit trail`);
  };

  it("a client's History tab shows each change: the values before and after, who made it", async () => {
    const { api } = ui.stack();
    const made = await api('POST', '/api/clients', { company_name: `Audit Harbour ${stamp}`, type: 'organization', city: 'Oslo' });
    expect(made.status).toBe(201);
    const id = made.body.record.id as number;
    expect((await api('PATCH', `/api/clients/${id}`, { city: 'Bergen' })).status).toBe(200);
    await recorded('crm.client', id, 2);

    const page = await ui.signedInPage();
    await page.goto(`${ui.stack().base}/admin/clients/${id}/show`);
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('list', { name: 'History' });
    await history.getByText('Oslo → Bergen').waitFor();
    const items = history.getByRole('listitem');
    await until(async () => (await items.count()) === 2, 'two entries');
    // Who made it shows as "user #1" until the console has read the member's name.
    await until(async () => /· Admin User/.test(await items.nth(0).getByRole('heading').innerText()), "the author's name");
    expect(await items.nth(0).getByRole('heading').innerText()).toMatch(/^updated · .* · Admin User/);
    expect(await items.nth(1).getByRole('heading').innerText()).toMatch(/^created · /);
    await items.nth(1).getByText(`Audit Harbour ${stamp}`).waitFor();
  }, 90_000);

  it("an invoice's page shows its history", async () => {
    const { api } = ui.stack();
    const client = (await api('POST', '/api/clients', { company_name: `Audit Billing ${stamp}`, type: 'organization' })).body.record.id as number;
    const body = { client_id: client, due_date: '2027-05-31', items: [{ title: 'Audited work', quantity: 2, rate: 100 }] };
    let made = await api('POST', '/api/invoices', body);
    // billing hears of a client made a moment ago by an event: until then, 422 on client_id
    for (let i = 0; i < 60 && made.status === 422; i++) {
      await new Promise((r) => setTimeout(r, 100));
      made = await api('POST', '/api/invoices', body);
    }
    expect(made.status).toBe(201);
    const id = made.body.record.id as number;
    expect((await api('PATCH', `/api/invoices/${id}`, { due_date: '2027-06-30' })).status).toBe(200);
    await recorded('billing.invoice', id, 2);

    const page = await ui.signedInPage();
    await page.goto(`${ui.stack().base}/admin/invoices/${id}/show`);
    const history = page.getByRole('list', { name: 'History' });
    await history.getByText('2027-05-31 → 2027-06-30').waitFor();
    await history.getByRole('listitem').nth(1).waitFor();
    expect(await history.getByRole('listitem').nth(1).getByRole('heading').innerText()).toMatch(/^created · /);
  }, 90_000);

  it('the audit page lists the trail with its filters, and a row opens to what changed', async () => {
    const { api } = ui.stack();
    const made = await api('POST', '/api/clients', { company_name: `Audit Filter ${stamp}`, type: 'organization', zip: '0150' });
    const id = made.body.record.id as number;
    expect((await api('PATCH', `/api/clients/${id}`, { zip: '5003' })).status).toBe(200);
    await recorded('crm.client', id, 2);

    const page = await ui.signedInPage();
    await page.getByRole('menuitem', { name: 'Audit trail' }).click();
    await page.getByLabel('Module').fill('crm.client');
    await page.getByLabel('Record id').fill(String(id));
    const rows = page.getByRole('row', { name: new RegExp(`crm\\.client #${id}`) });
    await until(async () => (await rows.count()) === 2, 'two rows of the client');
    await rows.filter({ hasText: 'updated' }).click();
    await page.getByText('0150 → 5003').waitFor();
    // Another module: none of these.
    await page.getByLabel('Module').fill('billing');
    await until(async () => (await rows.count()) === 0, 'no rows of the client');
  }, 90_000);
});
