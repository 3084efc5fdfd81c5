import { bearer, refusedOn, type TestGateway, withAdminGateway } from '../support/harness';

interface Parameter {
  name: string;
  in: string;
  schema?: { type?: string; maximum?: number };
}
type Operation = { parameters?: Parameter[]; responses?: Record<string, { content?: Record<string, unknown> }> };

/** 2^53 + 1: read as a number it is 2^53, past the largest id (2^53 − 1). */
const PAST_THE_LAST_ID = '9007199254740993';

/** What a filter needs beside it to be heard at all. */
const WITH: Record<string, Record<string, string>> = { record_id: { module: 'crm.client' } };

/**
 * An id in a query string is an id as in a body: 1 … 2^53 − 1, else 422
 * naming the parameter (not an empty list for an id rounded to another).
 */
describe('id filters in a query string', () => {
  let t: TestGateway;
  let admin: string;
  withAdminGateway((g, token) => {
    t = g;
    admin = token;
  });

  it('every list refuses an id filter past 2^53 − 1 with 422 naming it', async () => {
    const docs = (await t.api.get('/api/docs')).body as { paths: Record<string, Record<string, Operation>> };
    const streams = (op: Operation) => Object.values(op.responses ?? {}).some((r) => 'text/event-stream' in (r.content ?? {}));
    const tried: string[] = [];
    for (const [path, ops] of Object.entries(docs.paths)) {
      const get = ops.get;
      if (!get || path.includes('{') || !path.startsWith('/api/') || streams(get)) continue;
      for (const p of (get.parameters ?? []).filter((x) => x.in === 'query' && x.schema?.type === 'integer' && /(^|_)id$/.test(x.name))) {
        expect([path, p.name, p.schema!.maximum]).toEqual([path, p.name, Number.MAX_SAFE_INTEGER]);
        await refusedOn(t.api.get(path).query({ ...WITH[p.name], [p.name]: PAST_THE_LAST_ID }).set(bearer(admin)), p.name);
        tried.push(`${path}?${p.name}`);
      }
    }
    expect(tried).toEqual(expect.arrayContaining(['/api/invoices?client_id', '/api/contacts?client_id', '/api/tasks?project_id', '/api/team?role_id']));
  });

  it('as in a body; the last id is still an id', async () => {
    const refused = await refusedOn(t.api.get(`/api/invoices?client_id=${PAST_THE_LAST_ID}`).set(bearer(admin)), 'client_id');
    const inBody = await refusedOn(t.api.post('/api/invoices').set(bearer(admin)).send({ client_id: Number(PAST_THE_LAST_ID), items: [], due_date: '2026-04-30' }), 'client_id');
    expect(refused).toEqual(inBody);
    const last = await t.api.get(`/api/invoices?client_id=${Number.MAX_SAFE_INTEGER}`).set(bearer(admin));
    expect(last.status).toBe(200);
    expect(last.body.records).toEqual([]);
  });
});
