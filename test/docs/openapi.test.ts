import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { ContractChecker } from '../support/contract';
import { freshAddress, type TestGateway, testGateway } from '../support/harness';
import { END_REASONS, RESET_REASONS } from '@bms/gateway/changes/stream';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document as "METHOD /path". */
const operationsOf = (doc: Json) =>
  Object.entries(doc.paths as Json).flatMap(([path, ops]) =>
    Object.keys(ops as Json)
      .filter((m) => METHODS.includes(m))
      .map((m) => `${m.toUpperCase()} ${path}`),
  );

describe('/api/docs and the route table', () => {
  let t: TestGateway;
  let doc: Json;

  beforeAll(async () => {
    t = testGateway({ RATE_LIMIT_LOGIN: '50', RATE_LIMIT_SEND_OTP: '30', RATE_LIMIT_RECOVERY: '30', RATE_LIMIT_PHONE_VERIFY: '100', RATE_LIMIT_DEFAULT: '1200' });
    // from an address of its own: the suite's other anonymous requests share loopback's budget
    const res = await t.api.get('/api/docs').set('X-Forwarded-For', freshAddress());
    expect(res.status).toBe(200);
    doc = res.body;
  });
  afterAll(() => t.close());

  it('documents exactly the routes of the route table, and the gateway serves exactly those under /api', async () => {
    const documented = operationsOf(doc).sort();
    const table = t.gw.routes.map((r) => `${r.method.toUpperCase()} ${r.path}`).sort();
    expect(new Set(table).size).toBe(table.length);
    expect(documented).toEqual(table);
    // No express route answers under /api beside the table (one added outside it would show here).
    const stack = (t.gw.fallback as unknown as { router: { stack: Array<{ route?: { path: string } }> } }).router.stack;
    expect(stack.filter((l) => typeof l.route?.path === 'string' && l.route.path.startsWith('/api')).map((l) => l.route!.path)).toEqual([]);
    // Every route of the table is answered (unsigned: 401, 422 or its own answer), none as unknown.
    const unknown: string[] = [];
    for (const op of table) {
      const [method, p] = op.split(' ') as [string, string];
      const res = await t.api[method.toLowerCase() as 'get'](p.replace(/\{\w+\}/g, '1')).set('X-Forwarded-For', freshAddress());
      if ([404, 405].includes(res.status) && /No such route|not allowed here/.test(String(res.body?.message))) unknown.push(op);
    }
    expect(unknown).toEqual([]);
    expect((await t.api.get('/api/no-such-thing').set('X-Forwarded-For', freshAddress())).body.message).toBe('No such route.');
  });

  it('covers every module of the spec', () => {
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/auth/login', '/api/auth/send-otp', '/api/auth/me', '/api/auth/logout', '/api/auth/request-reset-password',
      '/api/auth/change-password', '/api/auth/phone/change/send-otp', '/api/auth/phone/change/verify-otp', '/api/time', '/api/docs',
      '/api/clients', '/api/clients/{id}', '/api/announcements', '/api/announcements/{id}', '/api/announcements/{id}/read',
      '/api/tasks', '/api/tasks/{id}', '/api/invoices', '/api/checklist-templates/{id}', '/api/project-statuses/{id}',
      '/api/team_members/{id}', '/api/item-categories/{id}', '/api/custom-fields/{id}', '/api/estimates/{id}', '/api/team/{id}',
      '/api/messages/{id}', '/api/orders/{id}', '/api/pages/{id}', '/api/leads/{id}', '/api/file-manager',
      '/api/file-manager/folders', '/api/file-manager/folders/{id}', '/api/file-manager/files', '/api/file-manager/files/{id}',
      '/api/extsvc-api/drive/authorize', '/api/extsvc-api/drive/token', '/api/extsvc-api/calendar/authorize',
      '/api/extsvc-api/calendar/token', '/api/extsvc-api/calendar/own/authorize', '/api/extsvc-api/calendar/own/token',
      '/api/request_estimate/forms', '/api/request_estimate/forms/{id}', '/api/request_estimate/forms/{id}/fields',
      '/api/request_estimate/requests', '/api/contract/{id}', '/api/left-menus', '/api/left-menus/{type}',
      '/api/event-tracker', '/api/event-tracker/{random_id}',
    ]) expect(paths).toContain(p);
  });

  it("says every reason the change stream ends or resets with (a stopping gateway's shutdown too)", () => {
    const text = doc.paths['/api/changes/stream'].get.responses['200'].content['text/event-stream'].schema.description as string;
    expect(END_REASONS).toContain('shutdown');
    for (const reason of [...END_REASONS, ...RESET_REASONS]) expect(text).toContain(`"${reason}"`);
  });

  it('is OpenAPI 3.1 whose schemas are valid JSON Schema 2020-12', () => {
    expect(doc.openapi).toBe('3.1.0');
    const ajv = new Ajv2020({ strict: true, strictRequired: false, validateFormats: true });
    addFormats(ajv);
    ajv.addKeyword('example');
    ajv.addKeyword('x-sparse-fieldset'); // an OpenAPI extension (x-…), allowed in schemas
    ajv.addFormat('binary', true);
    const ids = new Set<string>();
    for (const op of operationsOf(doc)) {
      const [m, p] = op.split(' ') as [string, string];
      const o = doc.paths[p][m.toLowerCase()];
      expect(ids.has(o.operationId)).toBe(false);
      ids.add(o.operationId);
      // every {name} of the path is a declared path parameter, and nothing else is
      const inPath = [...p.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort();
      expect(o.parameters.filter((x: Json) => x.in === 'path').map((x: Json) => x.name).sort()).toEqual(inPath);
      const schemas = [
        ...o.parameters.map((x: Json) => x.schema),
        ...Object.values((o.requestBody?.content ?? {}) as Json).map((c: Json) => c.schema),
        ...Object.values(o.responses as Json).flatMap((r: Json) => Object.values((r.content ?? {}) as Json).map((c: Json) => c.schema)),
      ];
      for (const s of schemas) ajv.compile(s);
      for (const r of Object.values(o.responses as Json)) {
        if (r.$ref) expect(doc.components.responses[r.$ref.split('/').pop()]).toBeDefined();
      }
    }
  });

  it('names both security schemes, and requires a token everywhere but the public routes', () => {
    expect(doc.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      xAuthToken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Auth-Token' }),
    });
    const publicOps = operationsOf(doc).filter((op) => {
      const [m, p] = op.split(' ') as [string, string];
      return doc.paths[p][m.toLowerCase()].security.length === 0;
    });
    expect(publicOps.filter((op) => !op.startsWith('GET /api/docs/ui')).sort()).toEqual(
      [
        'POST /api/auth/login',
        'POST /api/auth/send-otp',
        'POST /api/auth/request-reset-password',
        'POST /api/auth/change-password',
        'GET /api/time',
        'GET /api/docs',
      ].sort(),
    );
    for (const op of operationsOf(doc)) {
      const [m, p] = op.split(' ') as [string, string];
      const o = doc.paths[p][m.toLowerCase()];
      if (o.security.length) {
        expect(o.security).toEqual([{ bearerAuth: [] }, { xAuthToken: [] }]);
        expect(o.responses['401']).toBeDefined();
      }
    }
  });

  it('names the request body fields with their types and which are required', () => {
    const create = doc.paths['/api/clients'].post.requestBody.content['application/json'].schema;
    expect(create.required.sort()).toEqual(['company_name', 'type']);
    expect(create.properties.type).toMatchObject({ type: 'string', enum: ['organization', 'person'] });
    expect(create.properties.website).toBeDefined();
    const patch = doc.paths['/api/clients/{id}'].patch.requestBody.content['application/json'].schema;
    expect(patch.required ?? []).toEqual([]);
    const invoice = doc.paths['/api/invoices'].post.requestBody.content['application/json'].schema;
    expect(invoice.required).toEqual(expect.arrayContaining(['client_id', 'items', 'due_date']));
    expect(invoice.properties.items.items.required.sort()).toEqual(['quantity', 'rate', 'title']);
    expect(invoice.properties.due_date).toMatchObject({ type: 'string', format: 'date' });
    const login = doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema;
    expect(login.anyOf).toEqual([{ required: ['email', 'password'] }, { required: ['phone', 'otp'] }]);
    const upload = doc.paths['/api/file-manager/files'].post.requestBody.content;
    expect(Object.keys(upload).sort()).toEqual(['application/json', 'multipart/form-data']);
  });

  it('names query and path parameters with their types, bounds and defaults', () => {
    const list = doc.paths['/api/clients'].get.parameters;
    const byName = Object.fromEntries(list.map((p: Json) => [p.name, p]));
    expect(byName.page).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', minimum: 1, default: 1 } });
    expect(byName.limit).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } });
    expect(byName.search).toMatchObject({ in: 'query', schema: { type: 'string' } });
    expect(byName.status.schema.enum).toEqual(['active', 'inactive']);
    expect(doc.paths['/api/clients/{id}'].get.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true, schema: expect.objectContaining({ type: 'integer', minimum: 1 }) }),
    ]);
    expect(doc.paths['/api/event-tracker/{random_id}'].get.parameters[0]).toMatchObject({ name: 'random_id', in: 'path', schema: { type: 'string' } });
  });

  it('documents the envelopes of every success and the error body of every error', () => {
    const ok = (p: string, m: string, status: string) => doc.paths[p][m].responses[status].content['application/json'].schema;
    expect(ok('/api/clients', 'get', '200').required).toEqual(['records', 'meta']);
    expect(ok('/api/clients', 'get', '200').properties.meta.required).toEqual(['total', 'current_page', 'per_page']);
    expect(ok('/api/clients', 'post', '201').required).toEqual(['record']);
    expect(ok('/api/clients/{id}', 'get', '200').required).toEqual(['record', 'custom_fields']);
    expect(ok('/api/clients/{id}', 'put', '200').required).toEqual(['success', 'message']);
    expect(ok('/api/file-manager', 'get', '200').required).toEqual(['records']);
    expect(ok('/api/auth/login', 'post', '200').required).toEqual(['token', 'user']);
    expect(doc.components.schemas.Error).toMatchObject({
      type: 'object',
      required: ['success', 'message'],
      properties: { success: { const: false }, message: { type: 'string' }, errors: { type: 'object' } },
    });
    for (const [code, r] of Object.entries(doc.components.responses as Json)) {
      expect(code).toMatch(/^E[45]\d\d$/);
      expect(r.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    }
    const clientErrors = Object.keys(doc.paths['/api/clients/{id}'].patch.responses).sort();
    expect(clientErrors).toEqual(['200', '400', '401', '403', '404', '409', '413', '415', '422', '429', '500', '503', '504']);
  });

  it('states every rate limit, per operation and in the 429 response', () => {
    const limit = (p: string, m: string) => doc.paths[p][m]['x-rate-limit'];
    expect(limit('/api/auth/login', 'post')).toEqual({ limit: 50, window_seconds: 60, per: 'client address' });
    expect(limit('/api/auth/send-otp', 'post')).toEqual({ limit: 30, window_seconds: 60, per: 'client address' });
    expect(limit('/api/auth/request-reset-password', 'post')).toEqual({ limit: 30, window_seconds: 3600, per: 'client address' });
    expect(limit('/api/auth/change-password', 'post')).toEqual({ limit: 30, window_seconds: 3600, per: 'client address' });
    expect(limit('/api/auth/phone/change/verify-otp', 'post')).toMatchObject({ limit: 100, window_seconds: 60 });
    expect(limit('/api/clients', 'get')).toMatchObject({ limit: 1200, window_seconds: 60 });
    expect(doc.paths['/api/auth/login'].post.description).toMatch(/50 requests per minute per client address/);
    expect(Object.keys(doc.components.responses.E429.headers).sort()).toEqual(['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining']);
    for (const op of operationsOf(doc)) {
      const [m, p] = op.split(' ') as [string, string];
      expect(doc.paths[p][m.toLowerCase()].responses['429']).toEqual({ $ref: '#/components/responses/E429' });
    }
  });

  it('serves a readable page of the document, from the installed renderer, without outside resources', async () => {
    // An address of its own: anonymous requests of other test files share 127.0.0.1's limit.
    const from = { 'X-Forwarded-For': freshAddress() };
    const page = await t.api.get('/api/docs/ui').set(from);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const srcs = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(srcs.length).toBeGreaterThanOrEqual(3);
    for (const src of srcs) {
      expect(src).toMatch(/^\/api\/docs\/ui\//);
      const asset = await t.api.get(src).set(from).buffer(true);
      expect(asset.status).toBe(200);
      expect(Number(asset.headers['content-length'] ?? (asset.body as Buffer).length)).toBeGreaterThan(100);
    }
    const init = await t.api.get('/api/docs/ui/init.js').set(from);
    expect(init.text).toMatch(/url: '\/api\/docs'/);
    expect(init.text).toMatch(/validatorUrl: null/);
    const bundle = await t.api.get('/api/docs/ui/swagger-ui-bundle.js').set(from);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    expect(bundle.text).toMatch(/SwaggerUIBundle/);
    expect((await t.api.get('/api/docs/ui/package.json').set(from)).status).toBe(404);
    expect((await t.api.get('/api/docs/ui/..%2Fpackage.json').set(from)).status).toBe(404);
  });
});

describe('the contract check itself', () => {
  let t: TestGateway;
  let checker: ContractChecker;

  beforeAll(() => {
    t = testGateway();
    checker = new ContractChecker(t.gw.openapi());
  });
  afterAll(() => t.close());

  const json = (o: unknown) => Buffer.from(JSON.stringify(o));
  const h = { 'content-type': 'application/json; charset=utf-8', 'x-ratelimit-limit': '1200', 'x-ratelimit-remaining': '1199' };
  const meta = { total: 1, current_page: 1, per_page: 20 };
  const item = {
    id: 1,
    company_name: 'A',
    type: 'person',
    phone: '',
    city: '',
    country: '',
    created_date: '2026-01-31',
    status: 'active',
    updated_at: '2026-01-31T10:00:00.000Z',
  };

  it('passes a response that keeps to the document', () => {
    expect(checker.check({ method: 'GET', path: '/api/clients', status: 200, headers: h, body: json({ records: [item], meta }) })).toBeUndefined();
    expect(checker.check({ method: 'GET', path: '/api/clients/', status: 401, headers: h, body: json({ success: false, message: 'x' }) })).toBeUndefined();
    expect(checker.check({ method: 'GET', path: '/api/nothing', status: 404, headers: h, body: json({ success: false, message: 'x' }) })).toBeUndefined();
    expect(checker.check({ method: 'GET', path: '/healthz', status: 500, headers: h, body: json({}) })).toBeUndefined();
  });

  it('flags a list record missing a field, unless the request named its fields', () => {
    const sparse = { records: [{ id: 1, company_name: 'A', updated_at: item.updated_at }], meta };
    expect(checker.check({ method: 'GET', path: '/api/clients', status: 200, headers: h, body: json(sparse) })).toMatch(/does not match/);
    expect(checker.check({ method: 'GET', path: '/api/clients', sparse: true, status: 200, headers: h, body: json(sparse) })).toBeUndefined();
    const tombstone = { id: 2, deleted_at: item.updated_at, updated_at: item.updated_at };
    expect(checker.check({ method: 'GET', path: '/api/clients', status: 200, headers: h, body: json({ records: [item, tombstone], meta }) })).toBeUndefined();
  });

  it('flags a missing field in a detail', () => {
    const record = { ...item, status: undefined, updated_at: undefined, address: '', state: '', zip: '', website: '', currency_symbol: '', group_ids: '', owner_id: 1, created_by: 1 };
    expect(checker.check({ method: 'GET', path: '/api/clients/1', status: 200, headers: h, body: json({ record, custom_fields: {} }) })).toMatch(/labels/);
  });

  it.each([
    ['a field of another type', { records: [{ ...item, id: '1' }], meta }],
    ['a field not documented', { records: [{ ...item, password_hash: 'x' }], meta }],
    ['a date that is not real', { records: [{ ...item, created_date: '2026-02-30' }], meta }],
    ['meta without total', { records: [], meta: { current_page: 1, per_page: 20 } }],
  ])('flags %s', (_what, body) => {
    expect(checker.check({ method: 'GET', path: '/api/clients', status: 200, headers: h, body: json(body) })).toMatch(/does not match/);
  });

  it('flags an undocumented status, a 500, a bad error body, and a wrong content type', () => {
    expect(checker.check({ method: 'GET', path: '/api/clients', status: 409, headers: h, body: json({ success: false, message: 'x' }) })).toMatch(/not documented/);
    expect(checker.check({ method: 'GET', path: '/api/clients', status: 500, headers: h, body: json({ success: false, message: 'x' }) })).toMatch(/internal error \(500\)/);
    expect(checker.check({ method: 'GET', path: '/api/clients', status: 401, headers: h, body: json({ success: false, message: 'x', stack: 'at x' }) })).toMatch(/does not match/);
    expect(checker.check({ method: 'GET', path: '/api/clients', status: 200, headers: { ...h, 'content-type': 'text/html' }, body: Buffer.from('<p>') })).toMatch(/content type/);
    expect(checker.check({ method: 'GET', path: '/api/nothing', status: 200, headers: h, body: json({}) })).toMatch(/must answer 404/);
    expect(checker.check({ method: 'PUT', path: '/api/time', status: 404, headers: h, body: json({ success: false, message: 'x' }) })).toMatch(/must answer 405/);
    expect(checker.check({ method: 'GET', path: '/api/time', status: 429, headers: h, body: json({ success: false, message: 'x' }) })).toMatch(/Retry-After/);
  });
});
