import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page, type Request } from 'playwright-core';
import { lib, startScriptEnv, tempDir } from './stack';

/** Debian's Chromium (installed by `npm test`, scripts/test-deps.js, when missing); CHROMIUM_PATH names another. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export interface ApiReply {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface ConsoleStack {
  /** http://127.0.0.1:<port> */
  base: string;
  admin: { email: string; password: string };
  /** the events namespace of the stack */
  namespace: string;
  /** the log of the whole stack (where its notifications are written: the log mode) */
  logFile: string;
  /** what the start printed so far */
  output(): string;
  /** a call of the stack's API as any client makes it (the admin's session unless a token is given) */
  api(method: string, apiPath: string, body?: unknown, token?: string): Promise<ApiReply>;
  /** a session token of the admin (signed in once) */
  adminToken(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The system as `npm start` brings it up (scripts/start.js: the one-process
 * all-in-one on devdb), on free ports and a data folder of its own, with
 * the test run's NATS and Redis under names of its own; `env` adds to or
 * overrides its environment (PORT too: the gateway's port, where the
 * start would pick a free one).
 */
export async function startConsoleStack(env: Record<string, string> = {}): Promise<ConsoleStack> {
  const dir = tempDir('bms-console-');
  const { env: startEnv, ports } = await startScriptEnv(dir, `console${process.pid}`);
  // Browser tests sign in often; the limits themselves are tested elsewhere.
  const childEnv: NodeJS.ProcessEnv = { ...startEnv, RATE_LIMIT_LOGIN: '1000', ...env };
  const child: ChildProcess = spawn(process.execPath, [path.join(lib.root, 'scripts', 'start.js')], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  let stopping = false;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  // A stack that ends on its own says why (its port may then answer for another server), its logs' tails too: they go with its folder.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`the console stack exited on its own (${signal ?? code}):\n${out.slice(-4000)}${logTails(dir)}`);
  });
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (!out.includes('BMS is up')) {
    if (Date.now() > deadline || child.exitCode !== null) {
      const logs = logTails(dir);
      await stop();
      throw new Error(`the stack did not come up:\n${out}${logs}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const base = `http://127.0.0.1:${childEnv.PORT ?? ports.gw}`;
  const admin = { email: 'admin@example.com', password: fs.readFileSync(path.join(dir, 'admin-password'), 'utf8') };
  let adminToken: Promise<string> | undefined;
  const call = async (method: string, apiPath: string, body?: unknown, token?: string): Promise<ApiReply> => {
    const res = await fetch(`${base}${apiPath}`, {
      method,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text && /json/.test(res.headers.get('content-type') ?? '') ? JSON.parse(text) : text };
  };
  const stack: ConsoleStack = {
    base,
    admin,
    namespace: childEnv.EVENTS_NAMESPACE!,
    logFile: path.join(dir, 'logs', 'bms.log'),
    output: () => out,
    adminToken: () =>
      (adminToken ??= call('POST', '/api/auth/login', admin).then((r) => {
        if (r.status !== 200) throw new Error(`admin sign-in: ${r.status} ${JSON.stringify(r.body)}; the stack ${child.exitCode === null && child.signalCode === null ? 'runs' : 'has exited'}:\n${out.slice(-4000)}`);
        return r.body.token as string;
      })),
    api: async (method, apiPath, body, token) => call(method, apiPath, body, token ?? (await stack.adminToken())),
    stop,
  };
  return stack;
}

/** The last lines of each log of a stack's data folder, to be said before the folder is removed. */
function logTails(dir: string, lines = 40): string {
  const logDir = path.join(dir, 'logs');
  let names: string[];
  try {
    names = fs.readdirSync(logDir);
  } catch {
    return '';
  }
  return names
    .map((name) => {
      // read where nothing thrown may escape (an exit listener): a log that cannot be read says so
      let tail: string;
      try {
        tail = fs.readFileSync(path.join(logDir, name), 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
      } catch (err) {
        tail = `(not readable: ${(err as Error).message})`;
      }
      return `\n--- ${name} (last ${lines} lines) ---\n${tail}`;
    })
    .join('');
}

/** Headless Chromium with a fresh profile (playwright makes a new user-data-dir for each launch). */
export async function launchBrowser(executable = CHROMIUM): Promise<Browser> {
  if (!fs.existsSync(executable)) {
    throw new Error(
      `Chromium is missing at ${executable}: the browser tests drive it. Install Debian's chromium (apt-get install chromium; .ci/run does) or set CHROMIUM_PATH to a Chromium binary.`,
    );
  }
  return chromium.launch({
    executablePath: executable,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** What a page reported that it should not have: CSP violations, script errors, failed loads of its own files. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return problems;
}

/** The session token the console keeps in this tab's sessionStorage (null when signed out). */
export function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate("sessionStorage.getItem('bms.token')") as Promise<string | null>;
}

/** The requests of each page of useConsole still in flight, but its change stream (open while signed in). */
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page): void {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (r) => void (r.url().includes('/api/changes/stream') || open.add(r)));
  page.on('requestfinished', (r) => void open.delete(r));
  page.on('requestfailed', (r) => void open.delete(r));
}

/**
 * Playwright's networkidle (no request for 500 ms) for a signed-in
 * console, which never has none: its change stream stays open. Nothing
 * else in flight for `quietMs`.
 */
export async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('networkQuiet() watches the pages of useConsole only');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  for (;;) {
    if (open.size) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    if (Date.now() > deadline) throw new Error(`still in flight after ${timeoutMs} ms: ${[...open].map((r) => r.url()).join(', ')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Opens a screen from the menu and its Create form, as a person does: once the list has
 * loaded and been drawn. (An empty list's answer once replaced the toolbar's Create link by
 * the empty page's own elsewhere, and a click aimed at the first as it went landed on
 * nothing: CI saw the form never come. Lists keep their toolbar now: console-access.test.ts.)
 */
export async function openCreate(page: Page, menu: string): Promise<void> {
  await page.getByRole('menuitem', { name: menu }).click();
  await networkQuiet(page);
  // a frame drawn after the last answer came (page code as text: the tests compile without the DOM's types)
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.waitForURL(/\/create$/);
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

export interface ConsoleHarness {
  stack(): ConsoleStack;
  /** a new page of a new browser context (nothing shared with other pages) */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  /** a new page signed in (as the admin unless told), on the dashboard */
  signedInPage(viewport?: { width: number; height: number }, who?: { email: string; password: string }): Promise<Page>;
}

/** Signs in on the console's sign-in page and waits for the dashboard. */
export async function signIn(page: Page, base: string, email: string, password: string): Promise<void> {
  await page.goto(`${base}/admin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}

/** The bytes of the file a click saves (the console fetches with the token and saves a blob). */
export async function downloadOf(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(file) };
}

export interface ConsoleOptions {
  /** added to the stack's environment */
  env?: Record<string, string>;
  /** options of every browser context (a CSP bypass for injected scripts) */
  context?: BrowserContextOptions;
}

/**
 * For a test file: one stack and one browser for the whole file (started in
 * beforeAll, stopped in afterAll), and a fresh context for every page.
 */
export function useConsole(options: ConsoleOptions = {}): ConsoleHarness {
  let stack: ConsoleStack | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    const [s, b] = await Promise.allSettled([startConsoleStack(options.env), launchBrowser()]);
    if (s.status === 'fulfilled') stack = s.value;
    if (b.status === 'fulfilled') browser = b.value;
    if (b.status === 'rejected') throw b.reason;
    if (s.status === 'rejected') throw s.reason;
  }, 180_000);
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser?.close();
    await stack?.stop();
  }, 60_000);
  const newPage = async (viewport = DESKTOP) => {
    const context = await browser!.newContext({ viewport, ...options.context });
    contexts.push(context);
    const page = await context.newPage();
    trackRequests(page);
    return page;
  };
  return {
    stack: () => stack!,
    newPage,
    async signedInPage(viewport, who = stack!.admin) {
      const page = await newPage(viewport);
      await signIn(page, stack!.base, who.email, who.password);
      return page;
    },
  };
}
