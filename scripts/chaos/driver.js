'use strict';
// The load: several clients through the cluster's balancer (in front of
// both gateways, as an ingress is) for as long as it runs, each doing what a
// user of the API does (creates with an Idempotency-Key, PUT, PATCH, delete
// and restore, uploads, sign-in and sign-out, recovery emails and sign-in
// codes by text), retrying a 5xx, a timeout or a dropped connection with
// the same key as a real client does, and writing every acknowledged
// outcome to the ledger. Beside it, a probe of the sign-in limit on each
// gateway directly.
const crypto = require('node:crypto');
const { request } = require('./http');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** How long one operation is retried before the client gives up on it. */
const GIVE_UP_MS = 60_000;
/** The limit probe's pace on each gateway: 10 sign-ins a second, 20 in all, so that the sign-in limit (50 a minute) is reached in 2.5 s. */
const PROBE_INTERVAL_MS = 100;

class Load {
  /**
   * `entry`: the base URL the clients go to (the balancer); `gateways`: the
   * gateways' base URLs (the limit probe's); `ledger`; `workers` clients;
   * `rate` requests per second each; `webhookUrl`: where the admin's
   * webhook sends crm.client.*.
   */
  constructor({ entry, gateways, ledger, workers = 4, rate = 6, admin, webhookUrl, runId = crypto.randomBytes(3).toString('hex') }) {
    this.entry = entry;
    this.gateways = gateways;
    this.ledger = ledger;
    this.workers = workers;
    this.rate = rate;
    this.admin = admin;
    this.webhookUrl = webhookUrl;
    this.runId = runId;
    this.running = false;
    this.seq = 0;
  }

  /**
   * One operation, retried as a client does until it is answered with
   * something other than a 5xx, a 429, a 409 that says to retry, or no
   * answer: resolves the last response (`gaveUp` when it never was).
   */
  async op(method, path, { body, token, key, raw, headers = {}, forwarded } = {}) {
    const deadline = Date.now() + GIVE_UP_MS;
    // How many attempts before the last may have done the work (no answer, or a 5xx).
    let ambiguous = 0;
    for (let attempt = 0; ; attempt++) {
      const at = Date.now();
      const r = await request(this.entry, method, path, {
        body,
        raw,
        headers: {
          ...headers,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
          ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
        },
      });
      this.ledger.attempt(r, at);
      const retry = r.status === 0 || r.status >= 500 || r.status === 429 || (r.status === 409 && r.headers['retry-after']);
      if (!retry) return { ...r, unknown: ambiguous > 0, ambiguous };
      if (r.status === 0 || r.status >= 500) ambiguous++;
      if (Date.now() > deadline) {
        this.ledger.gaveUp();
        return { ...r, gaveUp: true, unknown: ambiguous > 0, ambiguous };
      }
      const after = Number(r.headers?.['retry-after']);
      await sleep(Number.isFinite(after) && after > 0 ? Math.min(after * 1000, 2_000) : Math.min(200 * 2 ** attempt, 1_000));
    }
  }

  async signIn(email, password, forwarded) {
    const r = await this.op('POST', '/api/auth/login', { body: { email, password }, forwarded });
    if (r.status !== 200) throw new Error(`sign-in of ${email}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.token;
  }

  /** Signs the admin in, makes the members who sign in and out, and subscribes the webhook. */
  async setup() {
    this.adminToken = await this.signIn(this.admin.email, this.admin.password);
    this.adminId = (await this.op('GET', '/api/auth/me', { token: this.adminToken })).body.id;
    this.members = [];
    for (let i = 0; i < this.workers; i++) {
      const email = `load-${this.runId}-${i}@example.com`;
      const password = `load-password-${this.runId}`;
      // A phone of its own (E.164, the 555 numbers kept for fiction), for its sign-in codes by text.
      const phone = `+1555${String(crypto.randomInt(0, 1e7)).padStart(7, '0')}`;
      const r = await this.op('POST', '/api/team', {
        token: this.adminToken,
        key: `member-${this.runId}-${i}`,
        body: { first_name: 'Load', last_name: `Worker ${i}`, email, password, phone },
      });
      if (r.status !== 201) throw new Error(`member: ${r.status} ${JSON.stringify(r.body)}`);
      this.members.push({ id: r.body.record.id, email, password, phone });
    }
    if (this.webhookUrl) {
      const r = await this.op('POST', '/api/webhooks', { token: this.adminToken, key: `hook-${this.runId}`, body: { url: this.webhookUrl, events: ['crm.client.*'] } });
      if (r.status !== 201) throw new Error(`webhook: ${r.status} ${JSON.stringify(r.body)}`);
      this.webhookId = r.body.record.id;
    }
  }

  start() {
    this.running = true;
    this.probeAddress = `10.98.${this.ledger.phases.length % 250}.${crypto.randomInt(0, 250)}`;
    this.loops = [...Array.from({ length: this.workers }, (_, i) => this.worker(i)), ...this.gateways.map((gw) => this.limitProbe(gw))];
  }

  /**
   * Sign-in attempts (a wrong password) from one address of its own per
   * scenario, 10 a second on each gateway directly (not through the
   * balancer): what each answers shows whether the sign-in limit, one
   * budget shared by the gateways through Redis, held. At 20 a second the
   * limit (50 a minute) is reached within 3 s of the start, before the
   * fault (limitReached), and stays reached through it.
   */
  async limitProbe(gateway) {
    while (this.running) {
      const at = Date.now();
      const r = await request(gateway, 'POST', '/api/auth/login', {
        body: { email: `nobody-${this.runId}@example.com`, password: 'wrong-password-1' },
        headers: { 'x-forwarded-for': this.probeAddress },
        timeoutMs: 5_000,
      });
      this.ledger.limitAnswer(at, r.status, gateway);
      await sleep(Math.max(0, PROBE_INTERVAL_MS - (Date.now() - at)));
    }
  }

  /** Until the limit probe has been refused (429) in this phase, or `timeoutMs`: answers whether it was. */
  async limitReached(timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    while (!this.ledger.phase.limitAnswers.some((a) => a.status === 429)) {
      if (Date.now() > deadline) return false;
      await sleep(100);
    }
    return true;
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops ?? []);
  }

  /** Waits so that a worker makes about `rate` requests a second. */
  async pace(since, requests) {
    const due = since + (requests * 1000) / this.rate;
    if (due > Date.now()) await sleep(due - Date.now());
  }

  async worker(w) {
    const began = Date.now();
    let made = 0;
    const step = async (fn) => {
      if (!this.running) return;
      await fn();
      made++;
      await this.pace(began, made);
    };
    for (let round = 0; this.running; round++) {
      const n = ++this.seq;
      const name = `Load ${this.runId} ${w}-${n}`;
      let clientId;
      await step(async () => {
        const r = await this.op('POST', '/api/clients', { token: this.adminToken, key: `c-${this.runId}-${n}`, body: { company_name: name, type: 'organization', city: 'Start' } });
        if (r.status === 201) {
          clientId = r.body.record.id;
          this.ledger.created('client', clientId, name, { company_name: name, city: 'Start' });
        }
      });
      if (clientId === undefined) continue;
      await step(() => this.invoice(clientId, name, n));
      await step(() => this.task(name, n));
      // A PUT replaces the record: the fields it leaves out are emptied.
      await step(() => this.update(clientId, 'PUT', { company_name: name, type: 'organization', address: `${n} Put St` }, { address: `${n} Put St`, city: '' }));
      await step(() => this.update(clientId, 'PATCH', { city: `City ${n}` }, { city: `City ${n}` }));
      if (round % 2 === 0) {
        await step(() => this.remove(clientId));
        if (round % 4 === 0) await step(() => this.restore(clientId));
      }
      if (round % 3 === 0) await step(() => this.upload(name, n));
      if (round % 4 === 1) await step(() => this.signInAndOut(w, n));
      if (round % 4 === 2) await step(() => this.message('email', w, n));
      if (round % 4 === 3) await step(() => this.message('sms', w, n));
    }
  }

  async invoice(clientId, name, n) {
    const r = await this.op('POST', '/api/invoices', {
      token: this.adminToken,
      key: `i-${this.runId}-${n}`,
      body: { client_id: clientId, items: [{ title: `Invoice of ${name}`, quantity: 2, rate: 12.5 }], due_date: '2027-01-31' },
    });
    if (r.status === 201) this.ledger.created('invoice', r.body.record.id, `Invoice of ${name}`, { total: 25 });
  }

  async task(name, n) {
    const title = `Task of ${name}`;
    const r = await this.op('POST', '/api/tasks', {
      token: this.adminToken,
      key: `t-${this.runId}-${n}`,
      body: { title, description: 'load', project_id: 1, assigned_to: [this.adminId], priority: 'medium', start_date: '2027-01-01', deadline: '2027-01-31' },
    });
    if (r.status === 201) this.ledger.created('task', r.body.record.id, title, { title });
  }

  async update(id, method, body, fields) {
    const r = await this.op(method, `/api/clients/${id}`, { token: this.adminToken, body });
    if (r.status === 200) this.ledger.updated('client', id, fields);
    else this.ledger.unsure('client', id, fields);
  }

  async remove(id) {
    const r = await this.op('DELETE', `/api/clients/${id}`, { token: this.adminToken });
    // A retry of a delete that was done finds nothing to delete.
    if (r.status === 200 || (r.status === 404 && r.unknown)) this.ledger.deleted('client', id, true);
    else this.ledger.deletedUnsure('client', id);
  }

  async restore(id) {
    const r = await this.op('POST', `/api/clients/${id}/restore`, { token: this.adminToken });
    // Likewise a retry of a restore that was done finds nothing deleted.
    if (r.status === 200 || r.status === 201 || (r.status === 404 && r.unknown)) this.ledger.deleted('client', id, false);
    else this.ledger.deletedUnsure('client', id);
  }

  async upload(name, n) {
    const file = `${name}.txt`.replace(/ /g, '_');
    const r = await this.op('POST', '/api/file-manager/files', {
      token: this.adminToken,
      key: `f-${this.runId}-${n}`,
      body: { name: file, content_base64: Buffer.from(`load ${n}\n`).toString('base64') },
    });
    if (r.status === 201) this.ledger.created('file', r.body.record.id, file, { name: file });
  }

  /**
   * Asks for a recovery email (email) or a sign-in code by text (sms) for
   * this worker's member, from an address of its own (the limits are per
   * address); an acknowledged request is a message that must arrive once,
   * even if the identity replica that answered is killed right after: the
   * request is recorded before the answer (the same for an unknown
   * address), and handled after it, by that replica or another.
   */
  async message(channel, w, n) {
    const m = this.members[w];
    const [path, body, prefix] = channel === 'email' ? ['/api/auth/request-reset-password', { email: m.email }, 97] : ['/api/auth/send-otp', { phone: m.phone }, 96];
    const at = Date.now();
    const r = await this.op('POST', path, { body, forwarded: `10.${prefix}.${w}.${n % 250}` });
    if (r.status === 200) this.ledger.expectMessage({ channel, to: channel === 'email' ? m.email : m.phone, userId: m.id, at, ambiguous: r.ambiguous });
  }

  async signInAndOut(w, n) {
    const m = this.members[w];
    // Each member signs in from an address of its own (the sign-in limit is per address).
    const r = await this.op('POST', '/api/auth/login', { body: { email: m.email, password: m.password }, forwarded: `10.99.${w}.${n % 250}` });
    if (r.status !== 200) return;
    const token = r.body.token;
    await this.op('GET', '/api/auth/me', { token });
    const out = await this.op('POST', '/api/auth/logout', { token });
    // A retried sign-out whose first try was done finds the token refused: it is signed out either way.
    if (out.status === 200 || out.status === 401) this.ledger.signedOut(token);
  }
}

module.exports = { Load, sleep };
