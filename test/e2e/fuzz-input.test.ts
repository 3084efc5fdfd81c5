import * as crypto from 'node:crypto';
import fc from 'fast-check';
import { type Schema, TAG, valid } from '../support/fuzz';
import { badQueryValues, conforms, EXTRA_FIELDS, invalidBody, ODD_IDS, withExtra } from '../support/fuzz-invalid';
import { FuzzTarget, isObject, leakIn, nestedJson, opName, ops, probeOf, withInput } from '../support/fuzz-target';
import { bearer } from '../support/harness';
import { MAX_INPUT_DEPTH } from '@bms/platform';

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

/** Nesting tried in a field of every body, whose own level is the first (the limit is MAX_INPUT_DEPTH, the body limit 1 MB). */
const NESTING_LEVELS = [10, MAX_INPUT_DEPTH - 1, MAX_INPUT_DEPTH, 1_000, 10_000, 100_000, 1_000_000];
const BODY_LIMIT = 1024 * 1024;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Logging out would end the session every request here uses.
const SKIP = new Set(['post /api/auth/logout']);

describe('bad input at scale (property-based, from /api/docs)', () => {
  let f: FuzzTarget;
  /** requests of the valid phase: tag → what it got */
  const tagged = new Map<string, { op: string; status: number }>();
  let seq = 0;

  const runsFor = (share: number, count: number) => Math.max(3, Math.round((RUNS * share) / count));

  beforeAll(async () => {
    f = await FuzzTarget.start();
  }, 90_000);
  afterAll(() => f?.stop());

  describe('broken requests are refused (400, 404 or 422 with the error body), and nothing is written', () => {
    let before: Map<string, string>;
    beforeAll(async () => {
      await f.connectAll();
      before = await f.settled();
    }, 60_000);

    const bodyOps = withInput.filter((o) => o.body && !SKIP.has(`${o.method} ${o.path}`));
    const queryOps = withInput.filter((o) => o.query.length);
    const paramOps = withInput.filter((o) => o.params.some((p) => p.schema.type === 'integer' || p.schema.pattern || p.schema.maxLength));

    it.each(bodyOps.map((o) => [opName(o), o] as const))('%s: a broken body', async (_n, o) => {
      await fc.assert(
        fc.asyncProperty(invalidBody(o.body!), async (bad) => {
          const res = await f.send(o.method, f.paths[o.path] ?? o.path, bad.raw);
          const why = `${bad.why} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
          expect([400, 422]).toContain(res.status);
          if (isObject(bad.raw)) expect({ why, status: res.status }).toEqual({ why, status: 422 });
          expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
          expect(leakIn(res)).toBeUndefined();
        }),
        { seed: SEED, numRuns: runsFor(0.45, bodyOps.length), endOnFailure: true },
      );
    });

    it.each(bodyOps.map((o) => [opName(o), o] as const))('%s: a body nested 10 to 1,000,000 levels (arrays and objects, in several fields)', async (_n, o) => {
      const fields = Object.keys((o.body!.properties ?? {}) as object);
      // A body of no documented field ignores one it does not know, unless too deep.
      const documented = fields.length > 0;
      if (!documented) fields.push('nested');
      const probe = f.paths[probeOf(o)] ?? probeOf(o);
      const usual = (await f.send('get', probe)).status;
      expect(usual).toBeLessThan(500);
      let i = 0;
      for (const levels of NESTING_LEVELS.filter((n) => documented || n + 1 > MAX_INPUT_DEPTH)) {
        for (const kind of ['array', 'object'] as const) {
          // One field to three, past 100,000 levels one (a body of several megabytes is refused for its size alone).
          const count = levels >= 100_000 ? 1 : 1 + (i % 3);
          const named = Array.from({ length: Math.min(count, fields.length) }, (_, k) => fields[(i + k) % fields.length]!);
          i += 1;
          const raw = `{${named.map((k) => `${JSON.stringify(k)}:${nestedJson(levels, kind)}`).join(',')}}`;
          const why = `${levels} levels of ${kind}s in ${named.join(', ')}`;
          const res = await f.send(o.method, f.paths[o.path] ?? o.path, raw);
          // Within the body limit: refused for its depth (the message names the limit, the errors the path) or, shallower, for its fields.
          if (raw.length <= BODY_LIMIT) expect({ why, status: res.status }).toEqual({ why, status: 422 });
          else expect([413, 422]).toContain(res.status);
          expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
          if (levels + 1 > MAX_INPUT_DEPTH && res.status === 422) {
            expect({ why, message: res.body.message }).toEqual({ why, message: `The request is nested deeper than ${MAX_INPUT_DEPTH} levels.` });
            expect(Object.keys(res.body.errors)).toEqual([expect.stringMatching(new RegExp(`^(${named.map(escape).join('|')})\\.`))]);
          }
          expect(leakIn(res)).toBeUndefined();
          // And the service behind the route answers as usual right after.
          const after = await f.send('get', probe);
          expect({ why, probe, status: after.status }).toEqual({ why, probe, status: usual });
        }
      }
    }, 120_000);

    it.each(queryOps.map((o) => [opName(o), o] as const))('%s: a broken query', async (_n, o) => {
      const cases = o.query.flatMap((p) => [
        ...badQueryValues(p.schema).map((v) => ({ q: `${encodeURIComponent(p.name)}=${encodeURIComponent(v)}`, why: `${p.name}=${v}` })),
        { q: `${p.name}=1&${p.name}=2`, why: `${p.name} twice` },
        ...(conforms(p.schema, '{"$gt":""}') ? [] : [{ q: `${p.name}[$ne]=x&${p.name}=%7B%22%24gt%22%3A%22%22%7D`, why: `${p.name} as an operator` }]),
      ]);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...cases), async ({ q, why }) => {
          const res = await f.send(o.method, `${f.paths[o.path] ?? o.path}?${q}`);
          expect({ why, status: res.status }).toEqual({ why, status: 422 });
          expect(Object.keys(res.body.errors ?? {}).length).toBeGreaterThan(0);
          expect(leakIn(res)).toBeUndefined();
        }),
        { seed: SEED, numRuns: Math.min(cases.length * 2, runsFor(0.1, queryOps.length)), endOnFailure: true },
      );
    });

    it.each(paramOps.map((o) => [opName(o), o] as const))('%s: an odd id names no record (404)', async (_n, o) => {
      const p = o.params[0]!.schema as Schema;
      const odd = p.type === 'integer' ? ODD_IDS : ['x'.repeat(65), 'a$<b>', '%00', 'x'.repeat(2000)].filter((v) => !conforms(p, decodeURIComponent(v)));
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...odd), async (v) => {
          const url = o.path.replace(/\{\w+\}/, v);
          const res = await f.send(o.method, url, o.body ? '{}' : undefined);
          expect({ url, status: res.status }).toEqual({ url, status: 404 });
          expect(res.body).toMatchObject({ success: false });
          expect(leakIn(res)).toBeUndefined();
        }),
        { seed: SEED, numRuns: Math.min(odd.length * 2, runsFor(0.05, paramOps.length)), endOnFailure: true },
      );
    });

    it('left every database as it was', async () => {
      const after = await f.settled();
      const changed = [...new Set([...before.keys(), ...after.keys()])].filter((k) => before.get(k) !== after.get(k));
      expect(changed).toEqual([]);
    }, 60_000);
  });

  describe('requests the document allows (and fields to ignore) never fail the server', () => {
    const valids = ops.filter((o) => !SKIP.has(`${o.method} ${o.path}`));
    // deletes last, so that the records they remove serve the others first
    valids.sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));

    it.each(valids.map((o) => [opName(o), o] as const))('%s', async (_n, o) => {
      const query = fc.record(
        Object.fromEntries(o.query.map((p) => [p.name, valid(p.schema).map(String)])),
        { requiredKeys: [] },
      );
      const extra = fc.option(fc.constantFrom(...EXTRA_FIELDS), { nil: undefined });
      const body = o.body ? valid(o.body) : fc.constant(undefined);
      const unknown = fc.constantFrom('', 'unknown=1', '__proto__[polluted]=yes', 'constructor[prototype][polluted]=yes', 'status[$ne]=x');
      const unknownRecord = o.path.replace(/\{\w+\}/, o.params[0]?.schema.type === 'integer' ? '987654321' : 'Zz9_never-recorded-0123456789');
      const target = fc.oneof({ arbitrary: fc.constant(f.paths[o.path] ?? o.path), weight: 3 }, { arbitrary: fc.constant(unknownRecord), weight: 1 });
      await fc.assert(
        fc.asyncProperty(target, query, unknown, body, extra, async (url, q, u, b, x) => {
          const tag = `fzt${++seq}tzf`;
          const qs = [new URLSearchParams(q as Record<string, string>).toString(), u].filter(Boolean).join('&');
          const raw = b === undefined ? undefined : (x ? withExtra(b, x) : JSON.stringify(b)).split(TAG).join(tag);
          const res = await f.send(o.method, qs ? `${url}?${qs}` : url, raw);
          tagged.set(tag, { op: `${opName(o)} ${raw?.slice(0, 200)}`, status: res.status });
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
      await f.connectAll();
      const written = await f.settled();
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
      const me = await f.api.get('/api/auth/me').set(bearer(f.admin));
      expect(me.body.is_admin).toBe(1);
    }, 60_000);
  });
});
