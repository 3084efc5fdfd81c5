import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createLogger, createTokenSigner } from '@bms/platform';
import { createGateway, type Gateway } from '@bms/gateway/app';
import { gatewayConfig } from '@bms/gateway/config';
import { ContractChecker, contractChecked } from './contract';
import { gatewayEnv, readStack, type StackInfo } from './stack';

export type Api = TestAgent;

export interface TestGateway {
  api: Api;
  gw: Gateway;
  stack: StackInfo;
  close(): Promise<void>;
}

/**
 * A gateway app on the test stack, without listen (supertest drives it).
 * Limits are high unless a test sets them; every instance shares identity's
 * Redis prefix, so revocations reach all of them. Every response is held
 * to the gateway's /api/docs (test/support/contract.ts).
 */
export function testGateway(env: Record<string, string> = {}): TestGateway {
  const stack = readStack();
  const config = gatewayConfig.load(gatewayEnv(env));
  const gw = createGateway(config, createLogger('gateway', 'silent'));
  let checker: ContractChecker | undefined;
  const app = contractChecked(gw.app, () => (checker ??= new ContractChecker(gw.openapi())));
  // Through the server the gateway's process listens with (its requests born with express's methods).
  return { api: request(gw.server(app)), gw, stack, close: () => gw.close() };
}

/** A fresh client address (via X-Forwarded-For), so that limits start at zero. */
export function freshAddress(): string {
  const b = crypto.randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export const unique = (prefix = 'x') => `${prefix}${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`;

/** Retries `check` until it passes or `timeoutMs` went by (work a service finishes after answering). */
export async function eventually(check: () => Promise<void>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

export async function login(api: Api, email: string, password: string): Promise<string> {
  const res = await api.post('/api/auth/login').send({ email, password });
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

export async function adminToken(api: Api): Promise<string> {
  const { admin } = readStack();
  return login(api, admin.email, admin.password);
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A body parser for supertest (`.buffer(true).parse(binary as never)`): it keeps a body it does not know as text or JSON only when told to. */
export const binary = (res: NodeJS.ReadableStream, done: (err: Error | null, body: Buffer) => void) => {
  const parts: Buffer[] = [];
  res.on('data', (c: Buffer) => parts.push(c));
  res.on('end', () => done(null, Buffer.concat(parts)));
};

/** A create that must be refused with 422 naming `field`; answers the messages for that field. */
export async function refusedOn(req: PromiseLike<{ status: number; body: { success?: boolean; errors?: Record<string, string[]> } }>, field: string): Promise<string[]> {
  const res = await req;
  expect(res.status).toBe(422);
  expect(res.body.success).toBe(false);
  expect(Object.keys(res.body.errors!)).toContain(field);
  return res.body.errors![field]!;
}

export interface AdminSession {
  t: TestGateway;
  api: Api;
  admin: string;
  adminId: number;
}

/** A gateway of its own with the admin signed in, and the admin's id; the caller closes `t`. */
export async function adminSession(env: Record<string, string> = {}): Promise<AdminSession> {
  const t = testGateway(env);
  const admin = await adminToken(t.api);
  const adminId = (await t.api.get('/api/auth/me').set(bearer(admin))).body.id as number;
  return { t, api: t.api, admin, adminId };
}

/** Before the block's tests, what `open` makes, handed to `use`; `close` after them. */
export function fixture<T>(open: () => Promise<T>, close: (x: T) => Promise<void>, use: (x: T) => void): void {
  let made: T | undefined;
  beforeAll(async () => {
    made = await open();
    use(made);
  });
  afterAll(async () => {
    if (made !== undefined) await close(made);
  });
}

/** Before the block's tests, an adminSession handed to `use`; its gateway is closed after them. */
export function withAdminSession(use: (s: AdminSession) => void, env: Record<string, string> = {}): void {
  fixture(() => adminSession(env), (s) => s.t.close(), use);
}

/** A session token of a user of type client, signed as identity signs them. */
export function clientUserToken(userId: number): string {
  return createTokenSigner(readStack().privateKey)({ sub: String(userId), typ: 'session', ut: 'client', adm: false, rid: 0, perm: {} }, 600).token;
}

/**
 * A gateway of the block's own with the admin signed in: `use` receives
 * both before the block's tests run; the gateway is closed after them.
 */
export function withAdminGateway(use: (t: TestGateway, admin: string) => void, env: Record<string, string> = {}): void {
  let t: TestGateway | undefined;
  beforeAll(async () => {
    t = testGateway(env);
    use(t, await adminToken(t.api));
  });
  afterAll(() => t?.close());
}

export interface StaffUser {
  id: number;
  email: string;
  password: string;
  token: string;
  roleId: number;
}

/**
 * A staff member with a role granting `permissions` (module → actions),
 * signed in.
 */
export async function staffWith(api: Api, admin: string, permissions: Record<string, string[]>): Promise<StaffUser> {
  const role = await api.post('/api/roles').set(bearer(admin)).send({ title: unique('role '), permissions });
  if (role.status !== 201) throw new Error(`role: ${role.status} ${JSON.stringify(role.body)}`);
  const email = `${unique('staff')}@example.com`;
  const password = 'staff-password-1';
  const member = await api
    .post('/api/team')
    .set(bearer(admin))
    .send({ first_name: 'Sam', last_name: 'Staff', email, password, role_id: role.body.record.id });
  if (member.status !== 201) throw new Error(`member: ${member.status} ${JSON.stringify(member.body)}`);
  return { id: member.body.record.id, email, password, token: await login(api, email, password), roleId: role.body.record.id };
}

/** The code a message carries: six digits in a text message, the recovery or invitation code on a line of its own in an email. */
export function codeIn(kind: 'sms' | 'email', text: string): string | undefined {
  return (kind === 'sms' ? /\b(\d{6})\b/.exec(text) : /^([A-Za-z0-9_-]{32})$/m.exec(text))?.[1];
}

/**
 * Reads the notifications identity writes to its log when no mail server
 * or SMS provider is configured (the log mode, as a local user reads
 * them): of every identity replica of the test stack (any replica on its
 * database may send a message another answered for: `identity*.log`), or
 * of the log file given. `next(kind, to)` resolves with the code of the
 * next message to `to`.
 */
export async function notifications(logFile?: string): Promise<{
  next(kind: 'sms' | 'email', to: string, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}> {
  const dir = readStack().dir;
  const files = () => (logFile ? [logFile] : fs.readdirSync(dir).filter((f) => /^identity.*\.log$/.test(f)).map((f) => path.join(dir, f)));
  const size = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);
  // Only what is written from now on (a log that appears later: all of it).
  const offsets = new Map(files().map((f) => [f, size(f)]));
  const rests = new Map<string, string>();
  const seen: Array<{ kind: string; to: string; code: string }> = [];
  const readOne = (file: string) => {
    const offset = offsets.get(file) ?? 0;
    const end = size(file);
    if (end <= offset) return;
    const fd = fs.openSync(file, 'r');
    const buf = Buffer.alloc(end - offset);
    fs.readSync(fd, buf, 0, buf.length, offset);
    fs.closeSync(fd);
    offsets.set(file, end);
    const lines = ((rests.get(file) ?? '') + buf.toString('utf8')).split('\n');
    rests.set(file, lines.pop()!);
    for (const line of lines) {
      if (!line.includes('"msg":"notification"')) continue;
      const n = JSON.parse(line) as { channel: 'sms' | 'email'; to: string; message: string };
      const code = codeIn(n.channel, n.message);
      if (code) seen.push({ kind: n.channel, to: n.to, code });
    }
  };
  const read = () => files().forEach(readOne);
  return {
    async next(kind, to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        read();
        const i = seen.findIndex((n) => n.kind === kind && n.to === to);
        if (i >= 0) return seen.splice(i, 1)[0]!.code;
        if (Date.now() > deadline) throw new Error(`no ${kind} to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async close() {},
  };
}
