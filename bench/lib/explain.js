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

module.exports = { summarize, explainFind };
