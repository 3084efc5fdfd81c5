import * as crypto from 'node:crypto';
import fc from 'fast-check';
import { type Connection, connectMongo, createLogger } from '@bms/platform';
import { buildOpenApi } from '@bms/gateway/docs/openapi';
import { serviceRoutes } from '@bms/gateway/routes';
import { systemRoutes } from '@bms/gateway/routes/system';
import { badQueryValues, conforms, EXTRA_FIELDS, invalidBody, ODD_IDS, type Schema, TAG, valid, withExtra } from '../support/fuzz';
import { adminToken, type Api, bearer, type TestGateway, testGateway, unique } from '../support/harness';
import { type IsolatedStack, isolatedStack } from '../support/isolated-stack';
import { dbUrl } from '../support/stack';

/*
 * Bad input at scale: requests generated from /api/docs, valid
 * and broken, against every route, on a stack of its own (so that whole
 * databases can be compared). CI runs one fixed seed, so that a run is
 * reproducible; FUZZ_SEED=<n> replays a run, FUZZ_SEED=random tries a new
 * one; FUZZ_RUNS sets how many requests in all (default 3000).
 */
const FIXED_SEED = 20261122;
const SEED =
  process.env.FUZZ_SEED === 'random'
    ? crypto.randomInt(2 ** 31)
    : process.env.FUZZ_SEED
      ? Number(process.env.FUZZ_SEED)
      : FIXED_SEED;
const RUNS = Math.max(200, Number(process.env.FUZZ_RUNS ?? 3000));
process.stdout.write(`fuzz-input: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}\n`);

const spec = { points: 1, durationSeconds: 60, key: 'user' as const };
const doc = buildOpenApi([...systemRoutes('UTC', () => ({})), ...serviceRoutes], {
  login: spec,
  send_otp: spec,
  recovery: spec,
  phone_verify: spec,
  default: spec,
}) as Schema;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Op {
  method: Method;
  path: string;
  params: Schema[];
  query: Schema[];
  body?: Schema;
  documented: number[];
}
const ops: Op[] = Object.entries(doc.paths as Schema).flatMap(([path, byMethod]) =>
  Object.entries(byMethod as Schema).map(([method, o]: [string, Schema]) => ({
    method: method as Method,
    path,
    params: (o.parameters as Schema[]).filter((p) => p.in === 'path'),
    query: (o.parameters as Schema[]).filter((p) => p.in === 'query'),
    body: o.requestBody?.content['application/json']?.schema as Schema | undefined,
    documented: Object.keys(o.responses).map(Number),
  })),
);
// Logging out would end the session every request here uses.
const SKIP = new Set(['post /api/auth/logout']);
const withInput = ops.filter((o) => o.params.length || o.query.length || o.body);
const isObject = (raw: string) => {
  try {
    const v: unknown = JSON.parse(raw);
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
};
const name = (o: Op) => `${o.method.toUpperCase()} ${o.path}`;

/** An answer that shows how the server is built. */
const LEAK = /\n\s+at |\bat [\w.<>$]+ \(|node_modules|\.[jt]s:\d+|\bMongo\w*Error|\bBSON|E11000|ECONN|EPIPE|TypeError|ReferenceError|SyntaxError|RangeError|Cannot read prop|is not a function|grpc|INVALID_ARGUMENT|\bstack\b/i;

function leakIn(res: { status: number; body: unknown; headers: Record<string, string> }): string | undefined {
  if (res.headers['x-powered-by']) return 'X-Powered-By';
  if (res.status < 400) return undefined;
  const text = JSON.stringify(res.body ?? '');
  return LEAK.test(text) ? text.slice(0, 300) : undefined;
}

describe('bad input at scale (property-based, from /api/docs)', () => {
  let stack: IsolatedStack;
  let t: TestGateway;
  let api: Api;
  let admin: string;
  /** a concrete path of an existing record for each path with parameters */
  const paths: Record<string, string> = {};
  /** requests of the valid phase: tag → what it got */
  const tagged = new Map<string, { op: string; status: number }>();
  let seq = 0;

  const runsFor = (share: number, count: number) => Math.max(3, Math.round((RUNS * share) / count));

  beforeAll(async () => {
    stack = await isolatedStack(unique('fuzz'));
    t = testGateway(stack.gatewayEnv);
    api = t.api;
    admin = await adminToken(api);
    await makeRecords();
  }, 90_000);
  afterAll(async () => {
    await t?.close();
    await stack?.stop();
  });

  const send = (method: Method, url: string, raw?: string) => {
    let req = api[method](url).set(bearer(admin));
    if (raw !== undefined) req = req.set('Content-Type', 'application/json').send(raw);
    return req;
  };

  /** One record of every kind, for the paths that name one. */
  async function makeRecords() {
    const post = async (path: string, body: object, retryFor = 0): Promise<Schema> => {
      const until = Date.now() + retryFor;
      for (;;) {
        const res = await api.post(path).set(bearer(admin)).send(body);
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
      paths[o.path] = o.path.replace(/\{\w+\}/, encodeURIComponent(String(id ?? (o.params[0]!.schema.type === 'integer' ? 987654321 : 'none'))));
    }
    // Still tried, but only against a record that does not exist: add one above.
    if (unrecorded.length) process.stdout.write(`fuzz-input: no record made for ${[...new Set(unrecorded)].join(', ')}\n`);
  }

  /** Every document of every database of the stack (the outbox drained first). */
  async function snapshot(): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    for (const [service, database] of Object.entries(stack.databases)) {
      const db = conns[service]!.db!;
      for (const c of (await db.listCollections().toArray()).map((x) => x.name).sort()) {
        const docs = await db.collection(c).find({}).sort({ _id: 1 }).toArray();
        out.set(`${database}.${c}`, JSON.stringify(docs));
      }
    }
    return out;
  }
  const conns: Record<string, Connection> = {};
  async function connectAll() {
    for (const [service, database] of Object.entries(stack.databases)) {
      conns[service] ??= await connectMongo(dbUrl(t.stack, database), createLogger('test', 'silent'));
    }
  }
  /** The databases once nothing changes any more (events published, projections applied). */
  async function settled(): Promise<Map<string, string>> {
    let last = await snapshot();
    for (let i = 0; i < 50; i++) {
      await new Promise((r) => setTimeout(r, 300));
      const now = await snapshot();
      if (JSON.stringify([...now]) === JSON.stringify([...last])) return now;
      last = now;
    }
    throw new Error('the databases did not settle');
  }
  afterAll(async () => {
    for (const c of Object.values(conns)) await c.close();
  });

  describe('broken requests are refused (400, 404 or 422 with the error body), and nothing is written', () => {
    let before: Map<string, string>;
    beforeAll(async () => {
      await connectAll();
      before = await settled();
    }, 60_000);

    const bodyOps = withInput.filter((o) => o.body && !SKIP.has(`${o.method} ${o.path}`));
    const queryOps = withInput.filter((o) => o.query.length);
    const paramOps = withInput.filter((o) => o.params.some((p) => p.schema.type === 'integer' || p.schema.pattern || p.schema.maxLength));

    it.each(bodyOps.map((o) => [name(o), o] as const))('%s: a broken body', async (_n, o) => {
      await fc.assert(
        fc.asyncProperty(invalidBody(o.body!), async (bad) => {
          const res = await send(o.method, paths[o.path] ?? o.path, bad.raw);
          const why = `${bad.why} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
          expect([400, 422]).toContain(res.status);
          if (isObject(bad.raw)) expect({ why, status: res.status }).toEqual({ why, status: 422 });
          expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
          expect(leakIn(res)).toBeUndefined();
        }),
        { seed: SEED, numRuns: runsFor(0.45, bodyOps.length), endOnFailure: true },
      );
    });

    it.each(queryOps.map((o) => [name(o), o] as const))('%s: a broken query', async (_n, o) => {
      const cases = o.query.flatMap((p) => [
        ...badQueryValues(p.schema).map((v) => ({ q: `${encodeURIComponent(p.name)}=${encodeURIComponent(v)}`, why: `${p.name}=${v}` })),
        { q: `${p.name}=1&${p.name}=2`, why: `${p.name} twice` },
        ...(conforms(p.schema, '{"$gt":""}') ? [] : [{ q: `${p.name}[$ne]=x&${p.name}=%7B%22%24gt%22%3A%22%22%7D`, why: `${p.name} as an operator` }]),
      ]);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...cases), async ({ q, why }) => {
          const res = await send(o.method, `${paths[o.path] ?? o.path}?${q}`);
          expect({ why, status: res.status }).toEqual({ why, status: 422 });
          expect(Object.keys(res.body.errors ?? {}).length).toBeGreaterThan(0);
          expect(leakIn(res)).toBeUndefined();
        }),
        { seed: SEED, numRuns: Math.min(cases.length * 2, runsFor(0.1, queryOps.length)), endOnFailure: true },
      );
    });

    it.each(paramOps.map((o) => [name(o), o] as const))('%s: an odd id names no record (404)', async (_n, o) => {
      const p = o.params[0]!.schema as Schema;
      const odd = p.type === 'integer' ? ODD_IDS : ['x'.repeat(65), 'a$<b>', '%00', 'x'.repeat(2000)].filter((v) => !conforms(p, decodeURIComponent(v)));
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...odd), async (v) => {
          const url = o.path.replace(/\{\w+\}/, v);
          const res = await send(o.method, url, o.body ? '{}' : undefined);
          expect({ url, status: res.status }).toEqual({ url, status: 404 });
          expect(res.body).toMatchObject({ success: false });
          expect(leakIn(res)).toBeUndefined();
        }),
        { seed: SEED, numRuns: Math.min(odd.length * 2, runsFor(0.05, paramOps.length)), endOnFailure: true },
      );
    });

    it('left every database as it was', async () => {
      const after = await settled();
      const changed = [...new Set([...before.keys(), ...after.keys()])].filter((k) => before.get(k) !== after.get(k));
      expect(changed).toEqual([]);
    }, 60_000);
  });

  describe('requests the document allows (and fields to ignore) never fail the server', () => {
    const valids = ops.filter((o) => !SKIP.has(`${o.method} ${o.path}`));
    // deletes last, so that the records they remove serve the others first
    valids.sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));

    it.each(valids.map((o) => [name(o), o] as const))('%s', async (_n, o) => {
      const query = fc.record(
        Object.fromEntries(o.query.map((p) => [p.name, valid(p.schema).map(String)])),
        { requiredKeys: [] },
      );
      const extra = fc.option(fc.constantFrom(...EXTRA_FIELDS), { nil: undefined });
      const body = o.body ? valid(o.body) : fc.constant(undefined);
      const unknown = fc.constantFrom('', 'unknown=1', '__proto__[polluted]=yes', 'constructor[prototype][polluted]=yes', 'status[$ne]=x');
      const unknownRecord = o.path.replace(/\{\w+\}/, o.params[0]?.schema.type === 'integer' ? '987654321' : 'Zz9_never-recorded-0123456789');
      const target = fc.oneof({ arbitrary: fc.constant(paths[o.path] ?? o.path), weight: 3 }, { arbitrary: fc.constant(unknownRecord), weight: 1 });
      await fc.assert(
        fc.asyncProperty(target, query, unknown, body, extra, async (url, q, u, b, x) => {
          const tag = `fzt${++seq}tzf`;
          const qs = [new URLSearchParams(q as Record<string, string>).toString(), u].filter(Boolean).join('&');
          const raw = b === undefined ? undefined : (x ? withExtra(b, x) : JSON.stringify(b)).split(TAG).join(tag);
          const res = await send(o.method, qs ? `${url}?${qs}` : url, raw);
          tagged.set(tag, { op: `${name(o)} ${raw?.slice(0, 200)}`, status: res.status });
          expect({ status: res.status, body: res.body }).toEqual({ status: expect.any(Number), body: expect.anything() });
          if (res.status >= 500) throw new Error(`${res.status} ${JSON.stringify(res.body)} for ${url}?${qs} ${raw?.slice(0, 500)}`);
          expect(o.documented).toContain(res.status);
          expect(leakIn(res)).toBeUndefined();
        }),
        { seed: SEED, numRuns: runsFor(0.4, valids.length), endOnFailure: true },
      );
    });

    it('wrote nothing of a refused request, stored no operator or prototype key, and polluted no prototype', async () => {
      const byStatus: Record<string, number> = {};
      for (const { status } of tagged.values()) byStatus[status] = (byStatus[status] ?? 0) + 1;
      process.stdout.write(`fuzz-input: allowed requests by status ${JSON.stringify(byStatus)}\n`);
      await connectAll();
      const written = await settled();
      const text = [...written.values()].join('\n');
      const refused = [...text.matchAll(/fzt(\d+)tzf/g)]
        .map((m) => `fzt${m[1]}tzf`)
        .filter((tag) => (tagged.get(tag)?.status ?? 0) >= 300)
        .map((tag) => tagged.get(tag)!);
      expect([...new Set(refused.map((r) => `${r.status} ${r.op}`))]).toEqual([]);
      expect(text).not.toMatch(/"(\$[a-z]+|__proto__|constructor|prototype|polluted)":/);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).is_admin).toBeUndefined();
      // the signed-in admin is still an admin, and the only one
      const me = await api.get('/api/auth/me').set(bearer(admin));
      expect(me.body.is_admin).toBe(1);
    }, 60_000);
  });
});
