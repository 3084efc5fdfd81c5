'use strict';
// The ledger of a chaos run: every request made (per scenario phase), and
// every outcome the system acknowledged, so that the checks after a fault
// can tell what was lost or doubled.

/** p-th percentile of `xs` (ms). */
function percentile(xs, p) {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

class PhaseStats {
  constructor(name) {
    this.name = name;
    this.requests = 0;
    this.byStatus = {};
    this.errors = [];
    this.faultLatencies = [];
    this.gaveUp = 0;
    this.replayed = 0;
    /** the limit probe's answers: {at, status, gateway} */
    this.limitAnswers = [];
    this.notes = [];
    this.fault = null;
    this.began = Date.now();
    /** acknowledged requests for an email or a text message: {channel, to, at, answeredAt, ambiguous} */
    this.messages = [];
    /** processes killed (-9) in this phase: {name, at} */
    this.crashes = [];
    /** what the cluster's balancer did in this phase (the difference of its counters: scripts/cluster/balancer.js) */
    this.balancer = null;
  }
}

class Ledger {
  constructor() {
    this.phases = [];
    this.phase = this.begin('setup');
    /** `${kind}:${id}` → {kind, id, name, key, deleted, fields, uncertain} */
    this.records = new Map();
    /** tokens signed out (acknowledged), with when */
    this.revoked = [];
  }

  begin(name) {
    const p = new PhaseStats(name);
    this.phases.push(p);
    this.phase = p;
    return p;
  }

  /** The fault of the current phase starts (now) and, later, ends. */
  faultStarts() {
    this.phase.fault = { start: Date.now(), end: null };
    this.phase.marks = [Date.now()];
  }

  /** One more fault within the scenario (the next replica killed): errors are counted per fault. */
  mark() {
    this.phase.marks?.push(Date.now());
  }

  faultEnds() {
    if (this.phase.fault) this.phase.fault.end = Date.now();
  }

  /** One HTTP request and its answer. */
  attempt(r, startedAt) {
    const p = this.phase;
    p.requests++;
    const code = r.status === 0 ? `net:${r.error}` : String(r.status);
    p.byStatus[code] = (p.byStatus[code] ?? 0) + 1;
    if (r.headers?.['idempotency-replayed']) p.replayed++;
    if (r.status === 0 || r.status >= 500) {
      p.errors.push({ at: startedAt, status: r.status, error: r.error, retryAfter: r.headers?.['retry-after'] ?? null, message: r.body?.message });
    }
    const f = p.fault;
    if (f && startedAt >= f.start && (f.end === null || startedAt <= f.end)) p.faultLatencies.push(r.ms);
  }

  gaveUp() {
    this.phase.gaveUp++;
  }

  /** Something the scenario observed, for its row. */
  note(text) {
    this.phase.notes.push(text);
  }

  /** What the limit probe's sign-in attempt, made at `at` on `gateway`, was answered. */
  limitAnswer(at, status, gateway) {
    this.phase.limitAnswers.push({ at, status, gateway });
  }

  /**
   * How far the limit probe's attempts passed beyond `limit` per window
   * (fixed windows of `windowMs` from the first attempt, as the limiter
   * keeps them), beyond the `slack` the gateways' slices allow.
   */
  static limitExcess(p, limit, slack, windowMs = 60_000) {
    let start = null;
    let passed = 0;
    let worst = 0;
    for (const a of p.limitAnswers.filter((x) => x.status !== 0)) {
      if (start === null || a.at >= start + windowMs) {
        start = a.at;
        passed = 0;
      }
      if (a.status !== 429) passed++;
      worst = Math.max(worst, passed - limit - slack);
    }
    return worst;
  }

  /** An acknowledged create. */
  created(kind, id, name, fields = {}) {
    this.records.set(`${kind}:${id}`, { kind, id, name, deleted: false, fields: { ...fields }, uncertain: new Set() });
  }

  /** An acknowledged update: these fields now hold these values. */
  updated(kind, id, fields) {
    const r = this.records.get(`${kind}:${id}`);
    if (!r) return;
    Object.assign(r.fields, fields);
    for (const k of Object.keys(fields)) r.uncertain.delete(k);
  }

  /** An update whose outcome is not known (given up after retries): either value may hold. */
  unsure(kind, id, fields) {
    const r = this.records.get(`${kind}:${id}`);
    for (const k of Object.keys(fields)) r?.uncertain.add(k);
  }

  deleted(kind, id, isDeleted) {
    const r = this.records.get(`${kind}:${id}`);
    if (r) {
      r.deleted = isDeleted;
      r.uncertain.delete('deleted');
    }
  }

  /** A delete or restore whose outcome is not known: either state may hold. */
  deletedUnsure(kind, id) {
    this.records.get(`${kind}:${id}`)?.uncertain.add('deleted');
  }

  signedOut(token) {
    this.revoked.push({ token, at: Date.now() });
  }

  /**
   * An acknowledged request for a message (a recovery email, a sign-in
   * code by text): `channel` 'email' or 'sms', `to` its address or phone,
   * `at` when it was asked, `ambiguous` how many attempts before the
   * answered one may have been done too (no answer, or a 5xx). Checked
   * after the phase against identity's courier records and what the mail
   * server and the SMS receiver got (messages.js).
   */
  expectMessage(m) {
    this.phase.messages.push({ ...m, answeredAt: Date.now() });
  }

  /** What the balancer's counters say it did in this phase: `after` less `before` (its /stats, read at the phase's ends). */
  balancerDid(before, after) {
    this.phase.balancer = Object.fromEntries(Object.entries(after).filter(([k]) => k !== 'at').map(([k, v]) => [k, v - (before[k] ?? 0)]));
  }

  /** Process `name` killed (-9) now. */
  crashed(name) {
    this.phase.crashes.push({ name, at: Date.now() });
  }

  /** What a phase's table row says of its requests. */
  static summary(p) {
    const by = p.byStatus;
    const sum = (f) => Object.entries(by).filter(([k]) => f(k)).reduce((n, [, v]) => n + v, 0);
    // Per fault (a scenario may inject several, one after the other): how long its errors went on, and until when.
    const marks = p.marks ?? [];
    const groups = new Map();
    for (const e of p.errors) {
      const m = marks.filter((t) => t <= e.at).pop() ?? marks[0] ?? e.at;
      groups.set(m, [...(groups.get(m) ?? []), e.at]);
    }
    const spans = [...groups].map(([m, ts]) => ({ errors: (Math.max(...ts) - Math.min(...ts)) / 1000, recover: Math.max(0, (Math.max(...ts) - m) / 1000) }));
    const f = p.fault;
    const inFault = (at) => f !== null && at >= f.start && (f.end === null || at <= f.end);
    const b = p.balancer ?? {};
    return {
      requests: p.requests,
      ok2xx: sum((k) => /^2/.test(k)),
      err4xx: sum((k) => /^4/.test(k)),
      err4xxByCode: Object.fromEntries(Object.entries(by).filter(([k]) => /^4/.test(k))),
      err5xx: Object.fromEntries(Object.entries(by).filter(([k]) => /^5|^net/.test(k))),
      // The targets' only errors are 503 and 504 with Retry-After: anything else (another 5xx, one without Retry-After, no answer) is off target.
      errorsOffTarget: p.errors.filter((e) => !((e.status === 503 || e.status === 504) && e.retryAfter)).length,
      failedRequests: p.errors.length,
      crashes: p.crashes.map((c) => c.name),
      faults: Math.max(1, marks.length),
      errorSeconds: Math.max(0, ...spans.map((x) => x.errors)),
      recoverSeconds: Math.max(0, ...spans.map((x) => x.recover)),
      p99FaultMs: percentile(p.faultLatencies, 99),
      gaveUp: p.gaveUp,
      replayed: p.replayed,
      // What the balancer in front did: connections a gateway refused, sent to the other; requests reset before any answer, sent to the other (safe to repeat) or answered 503.
      refusedByGateway: b.refusedSentElsewhere ?? 0,
      resetSentElsewhere: b.resetSentElsewhere ?? 0,
      resetAnswered503: b.resetAnswered503 ?? 0,
      // It checks every 250 ms: how long it had no gateway that said it was ready.
      noGatewayReadySeconds: (b.noneReadyRounds ?? 0) * 0.25,
      // The limit probe: its attempts, and those refused (429) that were made during the fault (none: the limit was not checked there).
      limitProbes: p.limitAnswers.length,
      limitRefusedInFault: p.limitAnswers.filter((a) => a.status === 429 && inFault(a.at)).length,
      errors: p.errors.slice(0, 100),
    };
  }
}

module.exports = { Ledger, percentile };
