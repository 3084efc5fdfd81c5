#!/usr/bin/env node
// Regenerates the admin console's screenshots (docs/console.md):
// docs/screenshots/dashboard.png, api-key-secret.png and invoice-pdf.png.
// Starts the system as `npm start` does (on free ports, a data folder of
// its own, the local NATS and Redis under names of its own), seeds a little
// data through the public API, drives Debian's Chromium (CHROMIUM_PATH for
// another) with playwright-core, and renders the invoice PDF with poppler's
// pdftoppm. Usage: node scripts/screenshots.js
'use strict';
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const lib = require('./lib');

const OUT = path.join(lib.root, 'docs', 'screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const VIEWPORT = { width: 1280, height: 800 };

/** The all-in-one start on free ports; resolves with its address and the admin's password. */
async function startStack(dir) {
  const [gw, db, files, ...grpc] = await Promise.all(Array.from({ length: 3 + lib.services.length }, () => lib.freePort()));
  const label = `screens${Date.now().toString(36)}`;
  const env = {
    ...process.env,
    BMS_DATA_DIR: dir,
    PORT: String(gw),
    DEVDB_PORT: String(db),
    FILES_HTTP_PORT: String(files),
    METRICS_PORT_BASE: '0',
    EVENTS_NAMESPACE: label,
    REDIS_PREFIX: `bms-${label}:`,
    // small streams: JetStream reserves a stream's limit up front
    EVENTS_STREAM_MAX_BYTES: String(32 * 1024 * 1024),
    CHANGES_MAX_BYTES: String(32 * 1024 * 1024),
    // no download of a mongod for a few pictures: devdb unless MONGO_URL or a mongod is there
    MONGOMS_DOWNLOAD_MIRROR: process.env.MONGOMS_DOWNLOAD_MIRROR || 'https://fastdl.invalid',
    ...Object.fromEntries(lib.services.map((s, i) => [`${s.name.toUpperCase()}_GRPC_PORT`, String(grpc[i])])),
  };
  const p = lib.startProcess('bms', process.execPath, [path.join(__dirname, 'start.js')], { env, ready: /BMS is up/, timeoutMs: 300_000 });
  await p.started;
  const password = fs.readFileSync(path.join(dir, 'admin-password'), 'utf8');
  return { base: `http://127.0.0.1:${gw}`, password, child: p.child, namespace: label, natsUrl: env.NATS_URL || 'nats://127.0.0.1:4222' };
}

/** JSON in and out of the public API. */
function client(base) {
  let token;
  const call = async (method, apiPath, body) => {
    const res = await globalThis.fetch(`${base}${apiPath}`, {
      method,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const reply = /json/.test(res.headers.get('content-type') || '') ? await res.json() : Buffer.from(await res.arrayBuffer());
    return { status: res.status, body: reply };
  };
  return {
    call,
    async signIn(email, password) {
      token = (await call('POST', '/api/auth/login', { email, password })).body.token;
    },
    /** a create that must succeed; billing hears of a new client by an event, so a 422 on client_id is tried again */
    async make(apiPath, body) {
      for (let i = 0; ; i++) {
        const r = await call('POST', apiPath, body);
        if (r.status === 201) return r.body.record;
        if (r.status !== 422 || !r.body.errors?.client_id || i > 40) throw new Error(`POST ${apiPath}: ${r.status} ${JSON.stringify(r.body)}`);
        await new Promise((res) => setTimeout(res, 50));
      }
    },
  };
}

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A small business's worth of data: clients, leads, invoices (some sent), tasks (some overdue). */
async function seed(api) {
  const me = (await api.call('GET', '/api/auth/me')).body;
  const clients = [];
  for (const [company_name, city, country] of [
    ['Fjord Freight AS', 'Bergen', 'Norway'],
    ['Harbor Logistics BV', 'Rotterdam', 'Netherlands'],
    ['Nordlicht Solar GmbH', 'Hamburg', 'Germany'],
    ['Atlas Print Ltd', 'Leeds', 'United Kingdom'],
    ['Casa Verde SL', 'Valencia', 'Spain'],
  ]) {
    clients.push(await api.make('/api/clients', { company_name, type: 'organization', city, country }));
  }
  for (const [company_name, status] of [
    ['Baltic Timber', 'new'],
    ['Alpine Dairy', 'new'],
    ['Lumen Studios', 'contacted'],
    ['Quayside Foods', 'new'],
    ['Orbit Bikes', 'qualified'],
  ]) {
    await api.make('/api/leads', { company_name, status });
  }
  const invoices = [
    [0, 20, [['Freight Oslo–Bergen', 3, 1250.5], ['Customs handling', 1, 99.99]], true],
    [1, 35, [['Warehousing, January', 1, 2400], ['Pallet handling', 120, 4.75]], true],
    [2, 50, [['Panel installation', 12, 310], ['Inverter', 2, 1890]], false],
    [3, 65, [['Brochures, 5000', 1, 1320], ['Design', 6, 85]], true],
    [4, 80, [['Consulting', 10, 120]], false],
  ];
  let first;
  for (const [c, due, lines, send] of invoices) {
    const items = lines.map(([title, quantity, rate]) => ({ title, quantity, rate }));
    const inv = await api.make('/api/invoices', { client_id: clients[c].id, due_date: day(due), items });
    first ??= inv;
    if (send) await api.call('POST', `/api/invoices/${inv.id}/send`);
  }
  const tasks = [
    ['Collect the signed contract', 'high', -3, 'not_started'],
    ['Book the container for March', 'medium', 4, 'not_started'],
    ['Prepare the quarterly report', 'high', -1, 'in_progress'],
    ['Update the price list', 'low', 10, 'in_progress'],
    ['Onboard Casa Verde', 'medium', 6, 'not_started'],
    ['Renew the warehouse lease', 'high', -20, 'done'],
  ];
  for (const [title, priority, due, status] of tasks) {
    const t = await api.make('/api/tasks', { title, priority, deadline: day(due), assigned_to: [me.id] });
    if (status !== 'not_started') await api.call('PATCH', `/api/tasks/${t.id}`, { status: 'in_progress' });
    if (status === 'done') await api.call('PATCH', `/api/tasks/${t.id}`, { status: 'done' });
  }
  return { invoice: first };
}

/** Takes the stack's streams off the NATS server (start.js leaves them for the next start). */
async function dropStreams(natsUrl, namespace) {
  const { connect } = require('nats');
  const nc = await connect({ servers: natsUrl });
  try {
    const jsm = await nc.jetstreamManager();
    for await (const s of jsm.streams.list()) if (s.config.name.startsWith(`${namespace}_`)) await jsm.streams.delete(s.config.name);
  } finally {
    await nc.close();
  }
}

async function screenshots(stack, invoice) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
    // no change stream (a 404: the console then does without), so that the network goes idle
    await page.route('**/api/changes/stream', (route) => route.fulfill({ status: 404 }));
    await page.goto(`${stack.base}/admin/login`);
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password').fill(stack.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Recent activity' }).waitFor();
    await page.waitForLoadState('networkidle');
    // the charts' entry animations
    await page.waitForTimeout(1500);
    await page.screenshot({ path: path.join(OUT, 'dashboard.png') });

    await page.goto(`${stack.base}/admin/api-keys/create`);
    await page.getByLabel('Name').fill('ERP sync');
    for (const cell of ['clients: read', 'invoices: read', 'invoices: create']) await page.getByRole('checkbox', { name: cell }).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByRole('dialog', { name: 'Your new API key' }).waitFor();
    // the form behind it from its top (the click scrolled to the button)
    await page.evaluate("window.scrollTo(0, 0)");
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(OUT, 'api-key-secret.png') });
  } finally {
    await browser.close();
  }

  const api = client(stack.base);
  await api.signIn('admin@example.com', stack.password);
  const pdf = await api.call('GET', `/api/invoices/${invoice.id}/pdf`);
  if (pdf.status !== 200) throw new Error(`the invoice PDF: ${pdf.status}`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bms-pdf-'));
  try {
    fs.writeFileSync(path.join(tmp, 'invoice.pdf'), pdf.body);
    execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', path.join(tmp, 'invoice.pdf'), path.join(OUT, 'invoice-pdf')]);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

async function main() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium is missing at ${CHROMIUM}: install Debian's chromium, or set CHROMIUM_PATH`);
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error("pdftoppm is missing: install poppler-utils (Debian's package)");
  }
  fs.mkdirSync(OUT, { recursive: true });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bms-screens-'));
  let stack;
  try {
    console.log('starting the system (as npm start does)…');
    stack = await startStack(dir);
    const api = client(stack.base);
    await api.signIn('admin@example.com', stack.password);
    const { invoice } = await seed(api);
    await screenshots(stack, invoice);
    for (const f of ['dashboard.png', 'api-key-secret.png', 'invoice-pdf.png']) {
      console.log(`${path.relative(lib.root, path.join(OUT, f))}: ${Math.round(fs.statSync(path.join(OUT, f)).size / 1024)} KB`);
    }
  } finally {
    if (stack) {
      await lib.stopProcess(stack.child, 15_000);
      await dropStreams(stack.natsUrl, stack.namespace).catch((err) => console.error(`streams of ${stack.namespace} left on NATS: ${err.message}`));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
