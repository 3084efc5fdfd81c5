import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { lib, startScriptEnv, tempDir } from './stack';

/** Debian's Chromium (installed by .ci/run when missing); CHROMIUM_PATH names another. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export interface ConsoleStack {
  /** http://127.0.0.1:<port> */
  base: string;
  admin: { email: string; password: string };
  /** what the start printed so far */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The system as `npm start` brings it up (scripts/start.js: the one-process
 * all-in-one on devdb), on free ports and a data folder of its own, with
 * the test run's NATS and Redis under names of its own.
 */
export async function startConsoleStack(): Promise<ConsoleStack> {
  const dir = tempDir('bms-console-');
  const { env: startEnv, ports } = await startScriptEnv(dir, `console${process.pid}`);
  const gw = ports.gw;
  // Browser tests sign in often; the limits themselves are tested elsewhere.
  const env = { ...startEnv, RATE_LIMIT_LOGIN: '1000' };
  const child: ChildProcess = spawn(process.execPath, [path.join(lib.root, 'scripts', 'start.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (!out.includes('BMS is up')) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`the stack did not come up:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const password = fs.readFileSync(path.join(dir, 'admin-password'), 'utf8');
  return { base: `http://127.0.0.1:${gw}`, admin: { email: 'admin@example.com', password }, output: () => out, stop };
}

/** Headless Chromium with a fresh profile (playwright makes a new user-data-dir for each launch). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
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

export interface ConsoleHarness {
  stack(): ConsoleStack;
  /** a new page of a new browser context (nothing shared with other pages) */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  /** a new page signed in as the admin, on the dashboard */
  signedInPage(viewport?: { width: number; height: number }): Promise<Page>;
}

/** Signs in on the console's sign-in page and waits for the dashboard. */
export async function signIn(page: Page, base: string, email: string, password: string): Promise<void> {
  await page.goto(`${base}/admin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}

/**
 * For a test file: one stack and one browser for the whole file (started in
 * beforeAll, stopped in afterAll), and a fresh context for every page.
 */
export function useConsole(): ConsoleHarness {
  let stack: ConsoleStack | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startConsoleStack(), launchBrowser()]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser?.close();
    await stack?.stop();
  }, 60_000);
  const newPage = async (viewport = { width: 1280, height: 900 }) => {
    const context = await browser!.newContext({ viewport });
    contexts.push(context);
    return context.newPage();
  };
  return {
    stack: () => stack!,
    newPage,
    async signedInPage(viewport) {
      const page = await newPage(viewport);
      await signIn(page, stack!.base, stack!.admin.email, stack!.admin.password);
      return page;
    },
  };
}
