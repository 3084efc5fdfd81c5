import { createSignInMember } from '../support/builders';
import { type TestGateway, unique, withAdminGateway } from '../support/harness';

/**
 * The Mann-Whitney U statistic of two samples as a z-score: how far apart
 * their distributions are, without assuming either is normal (times of
 * requests are not). |z| > 3.29 is a difference at p < 0.001.
 */
function mannWhitneyZ(a: number[], b: number[]): number {
  const all = [...a.map((v) => ({ v, g: 0 })), ...b.map((v) => ({ v, g: 1 }))].sort((x, y) => x.v - y.v);
  const ranks = new Array<number>(all.length);
  for (let i = 0; i < all.length; ) {
    let j = i;
    while (j + 1 < all.length && all[j + 1]!.v === all[i]!.v) j++;
    for (let k = i; k <= j; k++) ranks[k] = (i + j) / 2 + 1;
    i = j + 1;
  }
  const r1 = all.reduce((sum, x, i) => (x.g === 0 ? sum + ranks[i]! : sum), 0);
  const [n1, n2] = [a.length, b.length];
  const u = r1 - (n1 * (n1 + 1)) / 2;
  return (u - (n1 * n2) / 2) / Math.sqrt((n1 * n2 * (n1 + n2 + 1)) / 12);
}

describe('password recovery tells nothing about an address', () => {
  let t: TestGateway, admin: string;
  withAdminGateway((g, token) => ([t, admin] = [g, token]));

  it('the statistic sees a difference that is there, and none between two samples of one kind', () => {
    const base = Array.from({ length: 80 }, (_, i) => 10 + ((i * 7919) % 13) / 10);
    expect(Math.abs(mannWhitneyZ(base, base.map((v) => v + 0.5)))).toBeGreaterThan(3.29);
    expect(Math.abs(mannWhitneyZ(base.filter((_, i) => i % 2), base.filter((_, i) => !(i % 2))))).toBeLessThan(3.29);
  });

  it('answers a known and an unknown email identically, in times that do not tell them apart', async () => {
    const known = (await createSignInMember(t.api, admin)).email;
    const ask = async (email: string) => {
      const started = process.hrtime.bigint();
      const res = await t.api.post('/api/auth/request-reset-password').send({ email });
      return { ms: Number(process.hrtime.bigint() - started) / 1e6, res };
    };
    const shape = (r: Awaited<ReturnType<typeof ask>>['res']) => ({
      status: r.status,
      body: r.body,
      type: r.headers['content-type'],
      length: r.headers['content-length'],
      headers: Object.keys(r.headers).sort(),
    });
    // Warm both paths, then compare.
    await ask(known);
    await ask(`${unique('nobody')}@example.com`);
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 80; i++) {
      // The order in each pair is random: the work a known address starts after its answer must not land on the other kind only.
      const pair = Math.random() < 0.5 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const kind of pair) {
        const r = await ask(kind === 'known' ? known : `${unique('nobody')}@example.com`);
        if (i === 0 && kind === 'unknown') expect(shape(r.res)).toEqual(shape((await ask(known)).res));
        times[kind].push(r.ms);
      }
    }
    const z = mannWhitneyZ(times.known, times.unknown);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
    expect({ z: Math.abs(z) < 3.29, medians: [median(times.known), median(times.unknown)] }).toMatchObject({ z: true });
  }, 60_000);
});
