'use strict';
// Loads the data set of the data-path measurements straight into the
// services' databases in bulk (insertMany), not through 100,000 HTTP calls:
// the documents have the shape the services store (the fields their
// create() writes, search_terms, created_at/updated_at), and their ids are
// a range taken from the same counters the services allocate from, so that
// records created later get the next ids. No events are written for them
// (billing's client projection does not learn about loaded clients).
const mongoose = require('mongoose');
const { searchTerms } = require('@bms/platform');

const NAMES = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vandelay', 'Soylent', 'Tyrell', 'Wonka', 'Stark',
  'Wayne', 'Cyberdyne', 'Aperture', 'Massive', 'Oscorp', 'Gringotts', 'Monarch', 'Nakatomi', 'Virtucon', 'Zorg'];
const KINDS = ['Trading', 'Logistics', 'Foods', 'Systems', 'Partners', 'Studio', 'Labs', 'Holdings'];
const SUFFIXES = ['Ltd', 'GmbH', 'SA', 'Inc'];
const CITIES = ['Lyon', 'Berlin', 'Porto', 'Leeds', 'Gdansk', 'Turin', 'Ghent', 'Brno'];
const TASK_VERBS = ['Review', 'Prepare', 'Call', 'Send', 'Fix', 'Plan', 'Check', 'Write'];
const TASK_THINGS = ['contract', 'invoice', 'proposal', 'report', 'budget', 'roadmap', 'release', 'audit'];
const TASK_STATUSES = ['not_started', 'in_progress', 'done'];
const PRIORITIES = ['low', 'medium', 'high', 'urgent'];

/** Takes `n` ids from counter `name`: the range [first, first + n). */
async function reserveIds(db, name, n) {
  const doc = await db.collection('counters').findOneAndUpdate(
    { _id: name },
    { $inc: { seq: n } },
    { upsert: true, returnDocument: 'after' },
  );
  return doc.seq - n + 1;
}

function clientDoc(id, i, now, ownerId) {
  const company = `${NAMES[i % NAMES.length]} ${KINDS[(i >> 2) % KINDS.length]} ${i} ${SUFFIXES[i % SUFFIXES.length]}`;
  const at = new Date(now - (100_000 - i) * 1000);
  return {
    _id: id,
    company_name: company,
    type: i % 5 === 0 ? 'person' : 'organization',
    address: `${i} Main Street`,
    city: CITIES[i % CITIES.length],
    state: '',
    zip: String(10000 + (i % 89999)),
    country: 'France',
    phone: '',
    website: '',
    // one in five inactive
    status: i % 5 === 4 ? 'inactive' : 'active',
    currency_symbol: '€',
    group_ids: '',
    labels: [],
    owner_id: ownerId,
    created_by: ownerId,
    custom_fields: {},
    search_terms: searchTerms(company),
    created_at: at,
    updated_at: at,
  };
}

function taskDoc(id, i, now, userId) {
  const title = `${TASK_VERBS[i % TASK_VERBS.length]} ${TASK_THINGS[(i >> 3) % TASK_THINGS.length]} ${i}`;
  const at = new Date(now - (100_000 - i) * 1000);
  return {
    _id: id,
    title,
    description: '',
    assigned_to: [],
    status: TASK_STATUSES[i % TASK_STATUSES.length],
    priority: PRIORITIES[i % PRIORITIES.length],
    labels: [],
    created_by: userId,
    search_terms: searchTerms(title),
    created_at: at,
    updated_at: at,
  };
}

async function load(url, collection, n, make, batch) {
  const conn = await mongoose.createConnection(url, { serverSelectionTimeoutMS: 5000 }).asPromise();
  try {
    const first = await reserveIds(conn.db, collection, n);
    const now = Date.now();
    for (let s = 0; s < n; s += batch) {
      const docs = [];
      for (let i = s; i < Math.min(n, s + batch); i++) docs.push(make(first + i, i, now));
      await conn.db.collection(collection).insertMany(docs, { ordered: false });
    }
    return { first, last: first + n - 1 };
  } finally {
    await conn.close();
  }
}

/** Loads `n` clients into crm's database; answers the id range. */
const loadClients = (url, n, ownerId, batch = 2000) => load(url, 'clients', n, (id, i, now) => clientDoc(id, i, now, ownerId), batch);

/** Loads `n` tasks into work's database; answers the id range. */
const loadTasks = (url, n, userId, batch = 2000) => load(url, 'tasks', n, (id, i, now) => taskDoc(id, i, now, userId), batch);

module.exports = { loadClients, loadTasks, clientDoc, taskDoc };
