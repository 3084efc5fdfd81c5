import { adminToken, bearer, eventually, testGateway, type TestGateway, unique } from '../support/harness';
import { events } from './crm-fixtures';
import { aFullClient } from '../support/builders';

// A burst of writes to one record slows only that record,
// and a write the caller was not told succeeded is never applied.
const aClient = (company_name: string) => aFullClient({ company_name });

describe('a burst of concurrent writes to one record', () => {
  let t: TestGateway;
  let admin: string;
  beforeAll(async () => {
    t = testGateway();
    admin = await adminToken(t.api);
  });
  afterAll(() => t.close());

  const burstOf = (puts: number, patches: number) => async () => {
    const seen = await events('crm.client.updated');
    try {
      // What a write in another service takes on this machine now, unhurried: the bounds below
      // scale with it, so that a loaded test machine is not taken for writes held behind the burst.
      const quiet = Date.now();
      expect((await t.api.post('/api/item-categories').set(bearer(admin)).send({ title: unique('Before ') })).status).toBe(201);
      const unit = Math.max(250, Date.now() - quiet);

      const created = await t.api.post('/api/clients').set(bearer(admin)).send(aClient(unique('Burst ')));
      expect(created.status).toBe(201);
      const id = created.body.record.id as number;

      const names = Array.from({ length: puts + patches }, (_, i) => unique(`Burst${i} `));
      const burst = Promise.all(
        names.map((company_name, i) =>
          (i < puts ? t.api.put(`/api/clients/${id}`) : t.api.patch(`/api/clients/${id}`)).set(bearer(admin)).send(i < puts ? aClient(company_name) : { company_name }),
        ),
      );

      // Meanwhile, writes in another service keep answering well under a second.
      const other: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = Date.now();
        const res = await t.api.post('/api/item-categories').set(bearer(admin)).send({ title: unique('During ') });
        expect(res.status).toBe(201);
        other.push(Date.now() - started);
      }
      const answers = await burst;

      const started = Date.now();
      const after = await t.api.post('/api/item-categories').set(bearer(admin)).send({ title: unique('After ') });
      expect(after.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(4 * unit);
      // During the burst: typically well under a second. The burst's 70-100 requests share the 2 cores (and the one
      // devdb) with these writes, which took 1.0-1.5 s on CI runs of a loaded machine: the bounds tell CPU shared
      // from writes held behind the burst's record (which would take the burst's whole time, several seconds).
      expect([...other].sort((a, b) => a - b)[2]).toBeLessThan(8 * unit);
      expect(Math.max(...other)).toBeLessThan(16 * unit);

      const applied = names.filter((_, i) => answers[i]!.status === 200);
      const refused = names.filter((_, i) => answers[i]!.status !== 200);
      for (const res of answers) expect([200, 409, 504]).toContain(res.status);
      expect(applied.length).toBeGreaterThan(0);

      // Every 2xx change is in the record's history (its events); no other is.
      await eventually(async () => {
        for (const name of applied) await seen.next((e) => e.data.id === id && e.data.company_name === name, 100);
      }, 20_000);
      for (const name of refused) {
        await expect(seen.next((e) => e.data.company_name === name, 0)).rejects.toThrow();
      }
      const detail = await t.api.get(`/api/clients/${id}`).set(bearer(admin));
      expect(applied).toContain(detail.body.record.company_name);
    } finally {
      await seen.close();
    }
  };

  it('70 writes (10 PUT, 60 PATCH) answer truthfully, and another service stays fast meanwhile and after', burstOf(10, 60), 120_000);

  it('100 PATCHes answer truthfully, and another service stays fast meanwhile and after', burstOf(0, 100), 120_000);
});
