import { type Api, bearer, type TestGateway, unique, withAdminGateway } from '../support/harness';

type Row = { id: number; updated_at: string; deleted_at?: string; company_name?: string };

/** A client of the API that keeps a copy of some clients, as docs/events.md (Keeping a copy) says. */
class Replica {
  readonly held = new Map<number, Row>();
  private high: string | undefined;
  constructor(
    private readonly api: Api,
    private readonly token: string,
    private readonly search: string,
  ) {}

  async sync(): Promise<void> {
    const since = this.high ?? '1970-01-01T00:00:00Z';
    let after: string | undefined;
    for (;;) {
      const res = await this.api
        .get('/api/clients')
        .query({ search: this.search, since, limit: 5, ...(after ? { after } : {}) })
        .set(bearer(this.token));
      expect(res.status).toBe(200);
      const rows = res.body.records as Row[];
      for (const r of rows) {
        const mine = this.held.get(r.id);
        if (!mine || mine.updated_at <= r.updated_at) this.held.set(r.id, r);
        if (!this.high || r.updated_at > this.high) this.high = r.updated_at;
      }
      if (rows.length < 5) return;
      after = `${rows.at(-1)!.updated_at},${rows.at(-1)!.id}`;
    }
  }
}

describe('sync while others write (since and after)', () => {
  let t: TestGateway;
  let admin: string;
  withAdminGateway((g, token) => {
    t = g;
    admin = token;
  });

  it('a reader syncing while writers create, change and delete at once ends with every record and every tombstone', async () => {
    const tag = unique('Interleaved');
    const ids: number[] = [];
    const pick = () => ids[Math.floor(Math.random() * ids.length)]!;
    const writer = async (w: number) => {
      for (let i = 0; i < 6; i++) {
        const made = await t.api.post('/api/clients').set(bearer(admin)).send({ company_name: `${tag} w${w} n${i}`, type: 'organization' });
        expect(made.status).toBe(201);
        ids.push(made.body.record.id);
        const changed = await t.api.patch(`/api/clients/${pick()}`).set(bearer(admin)).send({ city: `c${w}${i}` });
        expect([200, 404, 409]).toContain(changed.status);
        if (i % 3 === 2) expect([200, 404]).toContain((await t.api.delete(`/api/clients/${pick()}`).set(bearer(admin))).status);
      }
    };
    const replica = new Replica(t.api, admin, tag);
    let writing = true;
    const reading = (async () => {
      while (writing) await replica.sync();
    })();
    await Promise.all([0, 1, 2, 3].map(writer));
    writing = false;
    await reading;
    await replica.sync();

    // What the server holds now, every record and tombstone of the tag.
    const truth = new Map<number, Row>();
    for (let page = 1; ; page++) {
      const res = await t.api.get('/api/clients').query({ search: tag, include_deleted: 'true', limit: 100, page }).set(bearer(admin));
      for (const r of res.body.records as Row[]) truth.set(r.id, r);
      if (res.body.records.length < 100) break;
    }
    expect(truth.size).toBe(24);
    const view = (m: Map<number, Row>) =>
      [...m.values()].map((r) => ({ id: r.id, updated_at: r.updated_at, deleted: !!r.deleted_at })).sort((a, b) => a.id - b.id);
    expect(view(replica.held)).toEqual(view(truth));
  }, 60_000);

  it('refuses since with another order, after without since, and a malformed cursor (422 naming the option)', async () => {
    const bad = async (query: Record<string, string>) => {
      const res = await t.api.get('/api/clients').query(query).set(bearer(admin));
      expect(res.status).toBe(422);
      return Object.keys(res.body.errors);
    };
    expect(await bad({ since: '2026-01-01T00:00:00Z', sort: '-created_at' })).toEqual(['sort']);
    expect(await bad({ after: '2026-01-01T00:00:00.000Z,3' })).toEqual(['after']);
    expect(await bad({ since: '2026-01-01T00:00:00Z', after: 'nope' })).toEqual(['after']);
  });
});
