// The chaos run's verdict (scripts/chaos/verdict.js) and its table
// (report.js), on rows made as the run makes them: a phase of the real
// ledger fed the answers a client gets (http.js's shape), summed by
// Ledger.summary, beside what the checks after settling answer.
/* eslint-disable @typescript-eslint/no-require-imports */
const { Ledger } = require('../../scripts/chaos/ledger.js') as { Ledger: LedgerClass };
const { judge, missedTargets } = require('../../scripts/chaos/verdict.js') as {
  judge(rows: Row[], opts?: { allowSkip?: boolean }): { rows: Array<Row & { missed: string[] }>; passed: boolean };
  missedTargets(row: Row, opts?: { allowSkip?: boolean }): string[];
};
const report = require('../../scripts/chaos/report.js') as {
  markdown(rows: Row[]): string;
  verdictLines(result: { passed: boolean; allowSkip: boolean; rows: Row[] }): string[];
};
/* eslint-enable @typescript-eslint/no-require-imports */

type Row = Record<string, unknown> & { scenario: string };
interface Answer {
  status: number;
  headers?: Record<string, string>;
  error?: string;
  ms?: number;
}
interface Phase {
  fault: { start: number; end: number | null } | null;
}
interface LedgerInstance {
  begin(name: string): Phase;
  faultStarts(): void;
  faultEnds(): void;
  mark(): void;
  crashed(name: string): void;
  attempt(r: Answer, at: number): void;
  gaveUp(): void;
  limitAnswer(at: number, status: number, gateway: string): void;
  balancerDid(before: Record<string, number>, after: Record<string, number>): void;
}
interface LedgerClass {
  new (): LedgerInstance;
  summary(p: Phase): Record<string, unknown>;
  limitExcess(p: Phase, limit: number, slack: number, windowMs?: number): number;
}

const ok = (ms = 20): Answer => ({ status: 201, headers: {}, ms });
const unavailable = (retryAfter = true): Answer => ({ status: 503, headers: retryAfter ? { 'retry-after': '1' } : {}, ms: 5 });
const reset: Answer = { status: 0, error: 'ECONNRESET', ms: 3 };

// The scenario's clock: `at(ms)` is a time into it, `now(ms)` sets the clock there (the ledger reads it for the fault's marks).
const T0 = Date.parse('2026-11-25T12:00:00Z');
const at = (ms: number) => T0 + ms;
const now = (ms: number) => jest.setSystemTime(at(ms));
const gateway = (i: number) => `http://gw-${(i % 2) + 1}`;
type Step = (l: LedgerInstance) => void;

/** The limit probe at 20 a second from the start to `untilMs`: the first `passing` pass, the others are refused. */
const probing =
  (passing = 50, untilMs = 45_000): Step =>
  (l) => {
    for (let i = 0; i * 50 < untilMs; i++) l.limitAnswer(at(i * 50), i < passing ? 401 : 429, gateway(i));
  };

/**
 * One scenario as the run goes through it: requests before the fault, the
 * fault from 5 s to 40 s (`during` does to the ledger what it does, moving
 * the clock with now()), requests after; the limit probe beside them
 * (`probe`, by default refused from 2.5 s on); then the checks' answers
 * (`checks` overrides them).
 */
function scenario(name: string, during: Step, { checks = {}, probe = probing() }: { checks?: Record<string, unknown>; probe?: Step } = {}): Row {
  now(0);
  const ledger = new Ledger();
  const phase = ledger.begin(name);
  for (let i = 0; i < 10; i++) ledger.attempt(ok(), at(i * 100));
  probe(ledger);
  now(5_000);
  ledger.faultStarts();
  during(ledger);
  now(40_000);
  ledger.faultEnds();
  for (let i = 0; i < 10; i++) ledger.attempt(ok(), at(41_000 + i * 100));
  ledger.balancerDid({ refusedSentElsewhere: 3, resetSentElsewhere: 0, resetAnswered503: 0, noneReadyRounds: 0, at: 1 }, { refusedSentElsewhere: 5, resetSentElsewhere: 1, resetAnswered503: 1, noneReadyRounds: 0, at: 2 });
  return {
    scenario: name,
    ...Ledger.summary(phase),
    lost: [],
    doubled: [],
    limitExcess: Ledger.limitExcess(phase, 50, 2),
    projectionDiffs: [],
    webhooks: { missing: [], doubled: [], repeats: 0 },
    revoked: { accepted: [], unsure: [] },
    leftovers: { outbox: 0, parked: 0, deadLetters: 0 },
    messages: { expected: 4, arrived: 4, lost: [], doubled: [] },
    settleSeconds: 6,
    loadAverage: [1, 1, 1],
    notes: [],
    ...checks,
  };
}

/** A replica killed: its calls in flight answered 503 with Retry-After within a second, then all well. */
const killedReplica: Step = (l) => {
  l.crashed('crm-1');
  l.attempt(unavailable(), at(5_200));
  l.attempt(unavailable(), at(5_900));
  l.attempt(ok(), at(6_000));
};

beforeAll(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] }));
afterAll(() => jest.useRealTimers());

describe('the chaos verdict: every target of the run', () => {
  it('a scenario that met every target misses none; the run passes and says so', () => {
    const row = scenario('kill-replica', killedReplica);
    expect(row).toMatchObject({ errorsOffTarget: 0, failedRequests: 2, refusedByGateway: 2, resetSentElsewhere: 1, resetAnswered503: 1 });
    expect(missedTargets(row)).toEqual([]);
    const { rows, passed } = judge([row]);
    expect(passed).toBe(true);
    expect(report.verdictLines({ passed, allowSkip: false, rows })).toEqual(['**Passed**: every scenario met every target.']);
    expect(report.markdown(rows)).toMatch(/\| kill-replica \| 0 \| 23 \|/);
  });

  it('what the checks found after settling: webhooks missing or sent under two ids, an outbox not empty, something parked or dead-lettered, never settled', () => {
    const row = scenario('nats-node', () => undefined, {
      checks: {
        webhooks: { missing: ['client 7 v2'], doubled: ['client 8 v1: 2 event ids'], repeats: 1 },
        leftovers: { outbox: 3, parked: 1, deadLetters: 2 },
        settleSeconds: null,
      },
    });
    expect(missedTargets(row)).toEqual(['webhooks missing 1', 'webhook events sent under two ids 1', 'events left in an outbox 3', 'events parked 1', 'events dead-lettered 2', 'never settled']);
  });

  it('lost, doubled, projection differences, a signed-out token accepted, messages lost or doubled', () => {
    const row = scenario('kill-replica', killedReplica, {
      checks: {
        lost: ['client 1'],
        doubled: ['client "x" ×2'],
        projectionDiffs: ['billing.clients 3: missing'],
        revoked: { accepted: ['gw: token signed out, accepted'], unsure: [] },
        messages: { expected: 2, arrived: 1, lost: ['sms: 1 asked, 0 queued'], doubled: ['email: arrived 2 times'] },
      },
    });
    expect(missedTargets(row)).toEqual(['lost 1', 'doubled 1', 'projection differences 1', 'signed-out tokens accepted 1', 'messages lost 1', 'messages doubled 1']);
  });

  it('errors that are not a 503 or 504 with Retry-After: a reset the client saw, a 503 without it, a 500', () => {
    const row = scenario('kill-gateway', (l) => {
      l.crashed('gw-1');
      l.attempt(reset, at(5_100));
      l.attempt(unavailable(false), at(5_200));
      l.attempt({ status: 500, headers: { 'retry-after': '1' } }, at(5_300));
      l.attempt({ status: 504, headers: { 'retry-after': '1' } }, at(5_400));
    });
    expect(row.errorsOffTarget).toBe(3);
    expect(missedTargets(row)).toEqual(['errors not a 503 or 504 with Retry-After 3']);
  });

  it('more than 10 s of errors after a killed replica, each fault of the scenario apart; not after a NATS node or Redis', () => {
    // The first kill's errors end within a second; the second's (a kill at 16 s) go on until 27 s.
    const slow =
      (name: string): Step =>
      (l) => {
        l.crashed(name);
        l.attempt(unavailable(), at(5_500));
        now(16_000);
        l.mark();
        l.attempt(unavailable(), at(17_000));
        l.attempt(unavailable(), at(27_000));
      };
    const row = scenario('kill-replica', slow('files-1'));
    expect({ errorSeconds: row.errorSeconds, recoverSeconds: row.recoverSeconds }).toEqual({ errorSeconds: 10, recoverSeconds: 11 });
    expect(missedTargets(row)).toEqual(['errors 11.0 s after a killed replica (at most 10)']);
    expect(missedTargets(scenario('kill-gateway', slow('gw-2')))).toHaveLength(1);
    expect(missedTargets(scenario('redis-restart', slow('redis')))).toEqual([]);
  });

  it('a rolling restart fails no request: a 503 with Retry-After, fine elsewhere, is a miss there; so is a request given up anywhere', () => {
    const one503: Step = (l) => l.attempt(unavailable(), at(5_100));
    expect(missedTargets(scenario('database-restart', one503))).toEqual([]);
    expect(missedTargets(scenario('rolling-restart', one503))).toEqual(['failed requests in a rolling restart 1']);
    expect(missedTargets(scenario('nats-node', (l) => l.gaveUp()))).toEqual(['requests given up (no success in 60 s) 1']);
  });

  it('the sign-in limit passed by more than one slice per gateway, or never reached during the fault (so not checked there)', () => {
    // Refused from 2.5 s on; then, in the fault (Redis gone), every attempt passes: 30 more in the same window, none refused.
    const passing: Step = (l) => {
      probing(50, 5_000)(l);
      for (let i = 0; i < 30; i++) l.limitAnswer(at(5_000 + i * 50), 401, gateway(i));
    };
    const row = scenario('redis-restart', () => undefined, { probe: passing });
    expect(row.limitExcess).toBe(28);
    expect(missedTargets(row)).toEqual(['sign-in limit passed by 28 beyond one slice per gateway', 'sign-in limit not reached during the fault (not checked)']);
    // One more per gateway than the limit is within the slices.
    const slack = scenario('redis-restart', () => undefined, { probe: probing(52) });
    expect(slack.limitExcess).toBe(0);
    expect(missedTargets(slack)).toEqual([]);
  });

  it('a skipped scenario fails the run unless skipping was allowed, and the report says which', () => {
    const rows: Row[] = [scenario('kill-replica', killedReplica), { scenario: 'nats-partition', about: 'cut', skipped: 'needs network namespaces' }];
    const strict = judge(rows);
    expect(strict.passed).toBe(false);
    expect(strict.rows[1]!.missed).toEqual(['skipped: needs network namespaces']);
    expect(report.verdictLines({ passed: strict.passed, allowSkip: false, rows: strict.rows })).toEqual([
      '**Failed**: targets missed (below); the run exits 1.',
      '- nats-partition missed: skipped: needs network namespaces',
    ]);
    const allowed = judge(rows, { allowSkip: true });
    expect(allowed.passed).toBe(true);
    expect(report.verdictLines({ passed: allowed.passed, allowSkip: true, rows: allowed.rows })).toEqual([
      '**Passed**: every scenario met every target.',
      '- skipped, allowed by --allow-skip: nats-partition (needs network namespaces)',
    ]);
    expect(report.markdown(allowed.rows)).toMatch(/\| nats-partition \| 0 \| skipped: needs network namespaces \| - \|/);
  });
});
