'use strict';
// The ledger checked against the system once a scenario has settled: what
// was acknowledged is in its owner's state, no key made two records, every
// projection equals its owner, every event's webhook came, signed-out
// tokens stay refused, no outbox holds anything and nothing is parked.
const path = require('node:path');
const lib = require('../lib');
const { request } = require('./http');

const platform = () => require(path.join(lib.root, 'packages', 'platform', 'dist'));

/** The databases of the cluster, connected once. */
class Databases {
  constructor(cluster) {
    this.cluster = cluster;
    this.conns = new Map();
  }

  async db(service) {
    if (!this.conns.has(service)) {
      const s = this.cluster.specs[`db-${service}`];
      const { connectMongo, createLogger } = platform();
      this.conns.set(service, await connectMongo(`mongodb://${s.ip}:${s.ports.mongo}/${service}`, createLogger('chaos', 'silent')));
    }
    return this.conns.get(service).db;
  }

  async close() {
    for (const c of this.conns.values()) await c.close().catch(() => undefined);
    this.conns.clear();
  }
}

/** Documents of `service`.`collection` that are ours (name field matching the run). */
async function byName(dbs, service, collection, field, runId) {
  const db = await dbs.db(service);
  return db.collection(collection).find({ [field]: { $regex: runId } }, { projection: { _id: 1, [field]: 1, deleted_at: 1 } }).toArray();
}

/** Lost: an acknowledged outcome missing from its owner's state. Doubled: a logical create made twice. */
async function ledgerAgainstOwners(ledger, dbs, runId) {
  const lost = [];
  const doubled = [];
  const where = { client: ['crm', 'clients', 'company_name'], invoice: ['billing', 'invoices', 'items.title'], task: ['work', 'tasks', 'title'], file: ['files', 'files', 'name'] };
  for (const [kind, [svc, col, field]] of Object.entries(where)) {
    const docs = await byName(dbs, svc, col, field, runId);
    const nameOf = (d) => (field === 'items.title' ? d.items?.[0]?.title : d[field]);
    const count = new Map();
    for (const d of field === 'items.title' ? await (await dbs.db(svc)).collection(col).find({ 'items.title': { $regex: runId } }).toArray() : docs) {
      count.set(nameOf(d), (count.get(nameOf(d)) ?? 0) + 1);
    }
    for (const [name, n] of count) if (n > 1) doubled.push(`${kind} "${name}" ×${n}`);
    const ids = new Map(docs.map((d) => [d._id, d]));
    for (const r of [...ledger.records.values()].filter((x) => x.kind === kind)) {
      if (!ids.has(r.id)) lost.push(`${kind} ${r.id} (${r.name}): acknowledged, not in ${svc}`);
    }
  }
  const crm = await dbs.db('crm');
  for (const r of [...ledger.records.values()].filter((x) => x.kind === 'client')) {
    const d = await crm.collection('clients').findOne({ _id: r.id });
    if (!d) continue;
    if (!r.uncertain.has('deleted') && !!d.deleted_at !== r.deleted) lost.push(`client ${r.id}: ${r.deleted ? 'delete' : 'restore'} acknowledged, record ${d.deleted_at ? 'deleted' : 'live'}`);
    for (const [k, v] of Object.entries(r.fields)) {
      if (!r.uncertain.has(k) && d[k] !== v) lost.push(`client ${r.id}: ${k} acknowledged "${v}", stored "${d[k]}"`);
    }
  }
  return { lost, doubled };
}

/** Every record of an owner against the projection a consumer keeps of it: version, deletion and the fields it copies. */
async function projectionDiffs(dbs) {
  const pairs = [
    { owner: ['crm', 'clients'], view: ['billing', 'clients'], fields: ['company_name', 'status'] },
    { owner: ['identity', 'users'], view: ['work', 'users'], fields: ['first_name', 'last_name', 'status'] },
  ];
  const diffs = [];
  for (const p of pairs) {
    const owners = await (await dbs.db(p.owner[0])).collection(p.owner[1]).find({}).toArray();
    const views = new Map((await (await dbs.db(p.view[0])).collection(p.view[1]).find({}).toArray()).map((v) => [v._id, v]));
    for (const o of owners) {
      const v = views.get(o._id);
      const what = `${p.view.join('.')} ${o._id}`;
      if (!v) {
        if (!o.deleted_at) diffs.push(`${what}: missing`);
        continue;
      }
      if ((v.version ?? 0) !== (o.version ?? 0)) diffs.push(`${what}: version ${v.version}, owner ${o.version}`);
      if (!!v.deleted_at !== !!o.deleted_at) diffs.push(`${what}: ${v.deleted_at ? 'deleted' : 'live'}, owner ${o.deleted_at ? 'deleted' : 'live'}`);
      for (const f of p.fields) if (!o.deleted_at && v[f] !== o[f]) diffs.push(`${what}: ${f} "${v[f]}", owner "${o[f]}"`);
    }
  }
  return diffs;
}

/** Events still in an outbox, and events parked or dead-lettered, in every service's database. */
async function leftovers(dbs) {
  const out = { outbox: 0, parked: 0, deadLetters: 0 };
  for (const s of lib.services) {
    const db = await dbs.db(s.name);
    for (const c of await db.listCollections({}, { nameOnly: true }).toArray()) {
      if (c.name === 'parked_events') out.parked += await db.collection(c.name).countDocuments({});
      else if (c.name === 'outbox_dead_letters') out.deadLetters += await db.collection(c.name).countDocuments({});
      else out.outbox += await db.collection(c.name).countDocuments({ '_outbox.id': { $exists: true } });
    }
  }
  return out;
}

/**
 * Every crm.client event of the run's clients came to the webhook, once or
 * more but always under one event id per (record, version): versions 1 to
 * the record's current one.
 */
async function webhookGaps(dbs, receiver, runId) {
  const missing = [];
  const doubled = [];
  const clients = await (await dbs.db('crm')).collection('clients').find({ company_name: { $regex: runId } }, { projection: { _id: 1, version: 1 } }).toArray();
  const got = new Map();
  for (const g of receiver.got) {
    const k = `${g.recordId}:${g.version}`;
    if (!got.has(k)) got.set(k, new Set());
    got.get(k).add(g.id);
  }
  for (const c of clients) {
    for (let v = 1; v <= (c.version ?? 1); v++) {
      const ids = got.get(`${c._id}:${v}`);
      if (!ids) missing.push(`client ${c._id} v${v}`);
      else if (ids.size > 1) doubled.push(`client ${c._id} v${v}: ${ids.size} event ids`);
    }
  }
  const repeats = receiver.got.length - new Set(receiver.got.map((g) => g.id)).size;
  return { missing, doubled, repeats };
}

/** Signed-out tokens that a gateway accepts again (200), and those it could not tell about (neither 200 nor 401). */
async function revokedAccepted(ledger, gateways) {
  const accepted = [];
  const unsure = [];
  for (const { token } of ledger.revoked) {
    for (const gw of gateways) {
      const r = await request(gw, 'GET', '/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
      if (r.status === 200) accepted.push(`${gw}: token signed out, accepted`);
      else if (r.status !== 401) unsure.push(`${gw}: ${r.status || r.error}`);
    }
  }
  return { accepted, unsure };
}

module.exports = { Databases, ledgerAgainstOwners, projectionDiffs, leftovers, webhookGaps, revokedAccepted };
