import { type Connection, connectMongo, createLogger } from '@bms/platform';
import { buildOpenApi } from '@bms/gateway/docs/openapi';
import { serviceRoutes } from '@bms/gateway/routes';
import { systemRoutes } from '@bms/gateway/routes/system';
import { type Schema } from './fuzz';
import { adminToken, type Api, bearer, type TestGateway, testGateway, unique } from './harness';
import { type IsolatedStack, isolatedStack } from './isolated-stack';
import { dbUrl } from './stack';

/*
 * What test/e2e/fuzz-input.test.ts aims at: every operation of the
 * gateway's document, and a stack of its own with a record of every kind
 * whose databases can be read whole and compared.
 */

const spec = { points: 1, durationSeconds: 60, key: 'user' as const };
const doc = buildOpenApi([...systemRoutes('UTC', () => ({})), ...serviceRoutes], {
  login: spec,
  send_otp: spec,
  recovery: spec,
  phone_verify: spec,
  default: spec,
}) as Schema;

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export interface Op {
  method: Method;
  path: string;
  params: Schema[];
  query: Schema[];
  body?: Schema;
  documented: number[];
}
export const ops: Op[] = Object.entries(doc.paths as Schema).flatMap(([path, byMethod]) =>
  Object.entries(byMethod as Schema).map(([method, o]: [string, Schema]) => ({
    method: method as Method,
    path,
    params: (o.parameters as Schema[]).filter((p) => p.in === 'path'),
    query: (o.parameters as Schema[]).filter((p) => p.in === 'query'),
    body: o.requestBody?.content['application/json']?.schema as Schema | undefined,
    documented: Object.keys(o.responses).map(Number),
  })),
);
export const withInput = ops.filter((o) => o.params.length || o.query.length || o.body);
/** Whether a body's JSON text is an object. */
export const isObject = (raw: string) => {
  try {
    const v: unknown = JSON.parse(raw);
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
};
export const opName = (o: Op) => `${o.method.toUpperCase()} ${o.path}`;

/** A JSON value of `levels` nested arrays ([[…]]) or objects ({"a":{"a":…}}). */
export const nestedJson = (levels: number, kind: 'array' | 'object'): string =>
  kind === 'array' ? '['.repeat(levels) + ']'.repeat(levels) : '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/**
 * A read that reaches the service behind an operation: the path of the
 * record or list at its path (or its parent's), else the caller's profile
 * (identity). FuzzTarget.paths gives the path of a record.
 */
export function probeOf(o: Op): string {
  const parent = o.path.replace(/\/[^/{}]+$/, '');
  const read = ops.find((g) => g.method === 'get' && g.path === o.path) ?? ops.find((g) => g.method === 'get' && g.path === parent);
  return read ? read.path : '/api/auth/me';
}

/** An answer that shows how the server is built. */
const LEAK = /\n\s+at |\bat [\w.<>$]+ \(|node_modules|\.[jt]s:\d+|\bMongo\w*Error|\bBSON|E11000|ECONN|EPIPE|TypeError|ReferenceError|SyntaxError|RangeError|Cannot read prop|is not a function|grpc|INVALID_ARGUMENT|\bstack\b/i;

export function leakIn(res: { status: number; body: unknown; headers: Record<string, string> }): string | undefined {
  if (res.headers['x-powered-by']) return 'X-Powered-By';
  if (res.status < 400) return undefined;
  const text = JSON.stringify(res.body ?? '');
  return LEAK.test(text) ? text.slice(0, 300) : undefined;
}

/** A stack of its own, signed in as its admin, with a record for every path that names one. */
export class FuzzTarget {
  /** a concrete path of an existing record for each path with parameters */
  readonly paths: Record<string, string> = {};
  private readonly conns: Record<string, Connection> = {};

  private constructor(
    private readonly stack: IsolatedStack,
    readonly t: TestGateway,
    readonly api: Api,
    readonly admin: string,
  ) {}

  static async start(): Promise<FuzzTarget> {
    const stack = await isolatedStack(unique('fuzz'));
    const t = testGateway(stack.gatewayEnv);
    try {
      const target = new FuzzTarget(stack, t, t.api, await adminToken(t.api));
      await target.makeRecords();
      return target;
    } catch (err) {
      await t.close();
      await stack.stop();
      throw err;
    }
  }

  async stop(): Promise<void> {
    for (const c of Object.values(this.conns)) await c.close();
    await this.t.close();
    await this.stack.stop();
  }

  send(method: Method, url: string, raw?: string) {
    let req = this.api[method](url).set(bearer(this.admin));
    if (raw !== undefined) req = req.set('Content-Type', 'application/json').send(raw);
    return req;
  }

  /** One record of every kind, for the paths that name one. */
  private async makeRecords() {
    const post = async (path: string, body: object, retryFor = 0): Promise<Schema> => {
      const until = Date.now() + retryFor;
      for (;;) {
        const res = await this.api.post(path).set(bearer(this.admin)).send(body);
        if (res.status === 201) return res.body;
        // a record another service learns of by an event (a client in billing, a user in work)
        if (Date.now() > until) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const id = async (path: string, body: object, retryFor = 0) => (await post(path, body, retryFor)).record.id as number;
    const client = await id('/api/clients', { company_name: 'Fuzz client', type: 'organization' });
    const other = await id('/api/clients', { company_name: 'Fuzz client with contract', type: 'person' });
    await post(`/api/contract/${other}`, { title: 'Fuzz contract', start_date: '2026-01-01' });
    const user = await id('/api/team', { first_name: 'Fuzz', last_name: 'User', email: `${unique('fuzz')}@example.com`, password: 'fuzz-password-1' });
    const form = await id('/api/request_estimate/forms', { title: 'Fuzz form', fields: [{ title: 'Budget', type: 'number' }] });
    const items = [{ title: 'Work', quantity: 2, rate: 12.5 }];
    const key = await post('/api/api-keys', { name: 'fuzz' });
    const tracked = await post('/api/event-tracker', { type: 'fuzz_opened' });
    const ids: Record<string, number | string> = {
      '/api/clients/{id}': client,
      '/api/contract/{id}': other,
      '/api/team/{id}': user,
      '/api/roles/{id}': await id('/api/roles', { title: 'Fuzz role', permissions: { clients: ['read'] } }),
      '/api/api-keys/{id}': key.record.id,
      '/api/leads/{id}': await id('/api/leads', { company_name: 'Fuzz lead' }),
      '/api/estimates/{id}': await id('/api/estimates', { client_id: client, estimate_date: '2026-01-01', items }),
      '/api/orders/{id}': await id('/api/orders', { client_id: client, order_date: '2026-01-01', items }),
      '/api/custom-fields/{id}': await id('/api/custom-fields', { title: 'Fuzz field', related_to: 'leads', type: 'text' }),
      '/api/request_estimate/forms/{id}': form,
      '/api/request_estimate/forms/{id}/fields': form,
      '/api/request_estimate/requests/{id}': await id('/api/request_estimate/requests', { form_id: form, name: 'Fuzz', email: 'fuzz@example.com' }),
      '/api/tasks/{id}': await id('/api/tasks', { title: 'Fuzz task' }),
      '/api/checklist-templates/{id}': await id('/api/checklist-templates', { title: 'Fuzz checklist' }),
      '/api/project-statuses/{id}': await id('/api/project-statuses', { title: 'Fuzz status' }),
      '/api/team_members/{id}': await id('/api/team_members', { project_id: 1, user_id: user }, 30_000),
      '/api/invoices/{id}': await id('/api/invoices', { client_id: client, items, due_date: '2026-02-01' }, 30_000),
      '/api/invoices/{id}/send': await id('/api/invoices', { client_id: client, items, due_date: '2026-02-01' }),
      '/api/item-categories/{id}': await id('/api/item-categories', { title: 'Fuzz category' }),
      '/api/announcements/{id}': await id('/api/announcements', { title: 'Fuzz announcement' }),
      '/api/announcements/{id}/read': await id('/api/announcements', { title: 'Fuzz announcement 2' }),
      '/api/pages/{id}': await id('/api/pages', { title: 'Fuzz page', content: 'x' }),
      '/api/messages/{id}': await id('/api/messages', { to_user_id: user, subject: 'Fuzz', body: 'Hello' }),
      '/api/event-tracker/{random_id}': tracked.record.random_id,
      '/api/file-manager/folders/{id}': await id('/api/file-manager/folders', { name: 'Fuzz folder' }),
      '/api/file-manager/files/{id}': await id('/api/file-manager/files', { name: 'fuzz.txt', content_base64: Buffer.from('fuzz').toString('base64') }),
      '/api/left-menus/{type}': 'user',
    };
    ids['/api/file-manager/files/{id}/download'] = ids['/api/file-manager/files/{id}']!;
    const unrecorded: string[] = [];
    for (const o of ops) {
      if (!o.params.length) continue;
      // a sub-path (…/{id}/rotate) names the record of its parent
      const id = ids[o.path] ?? ids[o.path.replace(/\/[^/{}]+$/, '')];
      if (id === undefined) unrecorded.push(o.path);
      this.paths[o.path] = o.path.replace(/\{\w+\}/, encodeURIComponent(String(id ?? (o.params[0]!.schema.type === 'integer' ? 987654321 : 'none'))));
    }
    // Still tried, but only against a record that does not exist: add one above.
    if (unrecorded.length) process.stdout.write(`fuzz-input: no record made for ${[...new Set(unrecorded)].join(', ')}\n`);
  }

  /** Every document of every database of the stack (the outbox drained first). */
  private async snapshot(): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    for (const [service, database] of Object.entries(this.stack.databases)) {
      const db = this.conns[service]!.db!;
      for (const c of (await db.listCollections().toArray()).map((x) => x.name).sort()) {
        const docs = await db.collection(c).find({}).sort({ _id: 1 }).toArray();
        out.set(`${database}.${c}`, JSON.stringify(docs));
      }
    }
    return out;
  }

  async connectAll() {
    for (const [service, database] of Object.entries(this.stack.databases)) {
      this.conns[service] ??= await connectMongo(dbUrl(this.t.stack, database), createLogger('test', 'silent'));
    }
  }

  /** The databases once nothing changes any more (events published, projections applied). */
  async settled(): Promise<Map<string, string>> {
    let last = await this.snapshot();
    for (let i = 0; i < 50; i++) {
      await new Promise((r) => setTimeout(r, 300));
      const now = await this.snapshot();
      if (JSON.stringify([...now]) === JSON.stringify([...last])) return now;
      last = now;
    }
    throw new Error('the databases did not settle');
  }
}
