'use strict';
// Which queries use an index: the database's own explain of the queries the
// services run for each data path, summarized in a few words.

/** "IXSCAN status_1__id_-1 → FETCH" (MongoDB) or "SCAN clients_… (no pushdown)" (FerretDB). */
function summarize(plan) {
  if (!plan) return 'no plan';
  // FerretDB v1: the SQLite plan and what it pushed down.
  if (plan.queryPlanner?.Plan) {
    const steps = plan.queryPlanner.Plan.map((s) => String(s).replace(/^.*detail=/, ''));
    const pushed = ['filterPushdown', 'sortPushdown', 'limitPushdown'].filter((k) => plan[k]).map((k) => k.replace('Pushdown', ''));
    return `${steps.join('; ')} (pushed down: ${pushed.length ? pushed.join(', ') : 'nothing'})`;
  }
  // MongoDB: the winning plan's stages, outermost first.
  const stages = [];
  let s = plan.queryPlanner?.winningPlan?.queryPlan ?? plan.queryPlanner?.winningPlan;
  while (s) {
    stages.push(s.indexName ? `${s.stage} ${s.indexName}` : s.stage);
    s = s.inputStage ?? s.inputStages?.[0];
  }
  return stages.length ? stages.reverse().join(' → ') : JSON.stringify(plan).slice(0, 200);
}

/**
 * Explains a find (filter, sort, skip, limit) on collection `name` of `db`
 * (a driver Db). The command is built here because FerretDB wants skip as
 * a 64-bit integer in an explain.
 */
async function explainFind(db, name, { filter, sort, skip = 0, limit = 20 }) {
  const { Long } = require('mongoose').mongo;
  const find = { find: name, filter, limit, ...(sort ? { sort } : {}), ...(skip ? { skip: Long.fromNumber(skip) } : {}) };
  return summarize(await db.command({ explain: find, verbosity: 'queryPlanner' }));
}

/** The database's plan for each query the data paths make. */
async function explainAll(stack, { deep, searchTerms, taskTerms, clientId, taskId }) {
  const mongoose = require('mongoose');
  const conn = await mongoose.createConnection(stack.mongoBase, { serverSelectionTimeoutMS: 5000 }).asPromise();
  try {
    const crm = conn.useDb(stack.dbName('crm')).db;
    const work = conn.useDb(stack.dbName('work')).db;
    const live = { deleted_at: null };
    const newest = { _id: -1 };
    const e = (db, q) => explainFind(db, db === crm ? 'clients' : 'tasks', q).catch((err) => `explain failed: ${err.message}`);
    return {
      clientsPage1: await e(crm, { filter: live, sort: newest }),
      clientsDeep: await e(crm, { filter: live, sort: newest, skip: (deep - 1) * 20 }),
      clientsStatus: await e(crm, { filter: { ...live, status: 'inactive' }, sort: newest }),
      clientsSearch: await e(crm, { filter: { ...live, search_terms: { $regex: `^${searchTerms[0]}` } }, sort: newest }),
      clientsGet: await e(crm, { filter: { _id: clientId, ...live }, limit: 1 }),
      tasksPage1: await e(work, { filter: live, sort: newest }),
      tasksDeep: await e(work, { filter: live, sort: newest, skip: (deep - 1) * 20 }),
      tasksStatus: await e(work, { filter: { ...live, status: 'done' }, sort: newest }),
      tasksSearch: await e(work, { filter: { ...live, search_terms: { $regex: `^${taskTerms[0]}` } }, sort: newest }),
      tasksGet: await e(work, { filter: { _id: taskId, ...live }, limit: 1 }),
    };
  } finally {
    await conn.close();
  }
}

module.exports = { summarize, explainFind, explainAll };
