import * as fs from 'node:fs';
import mongoose from 'mongoose';
import { OUTBOX_FIELD, type QueryShape } from '@bms/platform';
import { bearer, eventually, type TestGateway, unique, withAdminGateway } from '../support/harness';
import { type IndexKey, isServed } from '../support/index-check';
import { lib, queryLog, readStack } from '../support/stack';

interface Parameter {
  name: string;
  in: string;
  schema?: { type?: string; enum?: unknown[]; format?: string; items?: { enum?: unknown[] } };
}

/** A value a query parameter takes: the first of its enum, else one of its type. */
function sample(p: Parameter): string {
  const s = p.schema ?? {};
  const choices = s.enum ?? s.items?.enum;
  if (choices?.length) return String(choices[0]);
  if (s.type === 'integer' || s.type === 'number') return '1';
  if (s.type === 'boolean') return 'true';
  if (s.format === 'date-time') return new Date(Date.now() - 60_000).toISOString();
  if (s.format === 'date') return '2026-01-01';
  return 'acme';
}

/**
 * Every query the services issue has an index that serves it, on MongoDB.
 * The shapes are not listed by hand: every service of the test stack writes
 * each distinct shape it sends (QUERY_LOG: fields, how each is matched,
 * sort; no values), from the code that builds it. This test drives every
 * list of /api/docs with each of its filters and sorts, a create, update,
 * delete and restore, and waits for the purge and the outbox sweep; the
 * shapes of every other test that ran before it in the run are held too.
 */
describe('indexes serve every query shape', () => {
  let t: TestGateway;
  let admin: string;
  withAdminGateway((g, token) => {
    t = g;
    admin = token;
  });

  it('drives every list with each filter and sort, and finds an index for each query the services sent', async () => {
    type Operation = { parameters?: Parameter[]; responses?: Record<string, { content?: Record<string, unknown> }> };
    const docs = (await t.api.get('/api/docs')).body as { paths: Record<string, Record<string, Operation>> };
    // A stream of changes answers until the client leaves, and reads no list: not driven here.
    const streams = (op: Operation) => Object.values(op.responses ?? {}).some((r) => 'text/event-stream' in (r.content ?? {}));
    for (const [path, ops] of Object.entries(docs.paths)) {
      const get = ops.get;
      if (!get || path.includes('{') || !path.startsWith('/api/') || streams(get)) continue;
      const params = (get.parameters ?? []).filter((p) => p.in === 'query');
      await t.api.get(path).set(bearer(admin));
      for (const p of params) await t.api.get(path).query({ [p.name]: sample(p) }).set(bearer(admin));
    }
    const created = await t.api.post('/api/clients').set(bearer(admin)).send({ company_name: unique('Shapes '), type: 'organization' });
    expect(created.status).toBe(201);
    const id = created.body.record.id as number;
    expect((await t.api.get(`/api/clients/${id}`).set(bearer(admin))).status).toBe(200);
    expect((await t.api.patch(`/api/clients/${id}`).set(bearer(admin)).send({ city: 'Oslo' })).status).toBe(200);
    expect((await t.api.delete(`/api/clients/${id}`).set(bearer(admin))).status).toBe(200);

    const info = readStack();
    const mine = new Set(lib.services.map((s) => `${info.dbPrefix}${s.name}`));
    const shapes = () =>
      fs
        .readFileSync(queryLog(info), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as QueryShape)
        .filter((s) => mine.has(s.db));
    // The purge (10 s after a service starts) and the outbox sweep of every service are among them.
    await eventually(async () => {
      const purged = new Set(shapes().filter((s) => s.command === 'delete' && s.match.deleted_at === 'range').map((s) => s.db));
      const swept = new Set(shapes().filter((s) => s.command === 'find' && s.match[`${OUTBOX_FIELD}.id`] === 'exists').map((s) => s.db));
      expect({ purged: [...purged].sort(), swept: [...swept].sort() }).toEqual({ purged: [...mine].sort(), swept: [...mine].sort() });
    }, 30_000);

    const all = shapes();
    const unserved: string[] = [];
    const indexes = new Map<string, IndexKey[]>();
    for (const db of mine) {
      const conn = await mongoose.createConnection(lib.mongoUrlFor(info.mongoBase, db)).asPromise();
      try {
        for (const c of await conn.db!.listCollections().toArray()) {
          const keys = (await conn.db!.collection(c.name).indexes()).map((i) => Object.entries(i.key) as IndexKey);
          indexes.set(`${db}.${c.name}`, keys);
        }
      } finally {
        await conn.close();
      }
    }
    for (const shape of all) {
      if (isServed(shape, indexes.get(`${shape.db}.${shape.collection}`) ?? [])) continue;
      const or = shape.or ? ` or ${JSON.stringify(shape.or)}` : '';
      unserved.push(`${shape.db}.${shape.collection} ${shape.command} ${JSON.stringify(shape.match)}${or} sort ${JSON.stringify(shape.sort)}`);
    }
    // Many shapes: the lists, their filters and sorts, and what the rules and events ask.
    expect(all.length).toBeGreaterThan(50);
    expect([...new Set(unserved)]).toEqual([]);
  }, 120_000);
});
