'use strict';
const lib = require('../../scripts/lib');
const { api } = require('./calls');
const { explainAll } = require('./explain');

/**
 * The data paths over a loaded data set: loads clients and tasks straight
 * into crm's and work's databases, reads some back through the gateway, and
 * measures each path (`run`, bench/run.js) while the time budget lasts.
 */
async function runDataPaths({ stack, gw, token, ownerId, options, results, run, say }) {
  // Needs the built packages (@bms/platform).
  const { clientDoc, loadClients, loadTasks } = require('./seed');
  const onDevdb = stack.mongoKind === 'devdb';
  say(`loading ${options.records} clients and ${options.records} tasks (insertMany)…`);
  let t = Date.now();
  const crmUrl = lib.mongoUrlFor(stack.mongoBase, stack.dbName('crm'));
  const workUrl = lib.mongoUrlFor(stack.mongoBase, stack.dbName('work'));
  const clients = await loadClients(crmUrl, options.records, ownerId);
  const clientsMs = Date.now() - t;
  t = Date.now();
  const tasks = await loadTasks(workUrl, options.records, ownerId);
  results.load = { records: options.records, clientsMs, tasksMs: Date.now() - t, clients, tasks };

  say('reading loaded records back through the gateway…');
  const midClient = clients.first + Math.floor(options.records / 2);
  const midTask = tasks.first + Math.floor(options.records / 2);
  const [c, tk] = await Promise.all([api(gw, 'GET', `/api/clients/${midClient}`, token), api(gw, 'GET', `/api/tasks/${midTask}`, token)]);
  const expected = clientDoc(midClient, Math.floor(options.records / 2), 0, ownerId).company_name;
  if (c.record.company_name !== expected || tk.record.id !== midTask) {
    throw new Error(`loaded records read back wrong: ${JSON.stringify({ client: c.record, task: tk.record })}`);
  }
  results.load.verified = `client ${midClient} "${c.record.company_name}", task ${midTask} "${tk.record.title}"`;

  const deep = Math.max(2, Math.floor(options.records / 20 / 2));
  const taskIds = Array.from({ length: 50 }, (_, i) => tasks.first + i * 97);
  const clientIds = Array.from({ length: 50 }, (_, i) => clients.first + i * 89);
  const searchTerms = ['glob', 'vandel', 'hool', 'tyrell'];
  const taskTerms = ['prep', 'review', 'budg', 'audit'];
  const plans = await explainAll(stack, { deep, searchTerms, taskTerms, clientId: midClient, taskId: midTask });
  // Most telling first: on devdb a request over 100,000 records takes
  // seconds, and the paths that do not fit in the budget are skipped (and said so).
  const paths = [
    ['clients-page1', 'clients: list page 1', 'clientsPage', { page: 1 }, plans.clientsPage1, { captureFirst: true }],
    ['clients-status', 'clients: status=inactive, page 1', 'clientsByStatus', { status: 'inactive' }, plans.clientsStatus],
    ['clients-search', 'clients: search by name prefix', 'clientsSearch', { terms: searchTerms }, plans.clientsSearch],
    ['clients-get', 'clients: get by id', 'clientById', { ids: clientIds }, plans.clientsGet],
    ['clients-create', 'clients: create', 'clientCreate', {}, 'insert by _id (unique index)'],
    ['tasks-page1', 'tasks: list page 1', 'tasksPage', { page: 1 }, plans.tasksPage1, { captureFirst: true }],
    ['clients-update', 'clients: PATCH', 'clientPatch', { ids: clientIds }, plans.clientsGet],
    ['tasks-search', 'tasks: search by title prefix', 'tasksSearch', { terms: taskTerms }, plans.tasksSearch],
    ['tasks-status', 'tasks: status=done, page 1', 'tasksByStatus', { status: 'done' }, plans.tasksStatus],
    ['tasks-create', 'tasks: create', 'taskCreate', {}, 'insert by _id (unique index)'],
    ['tasks-update', 'tasks: PATCH', 'taskPatch', { ids: taskIds }, plans.tasksGet],
    ['clients-deep', `clients: list page ${deep}`, 'clientsPage', { page: deep }, plans.clientsDeep],
    ['tasks-deep', `tasks: list page ${deep}`, 'tasksPage', { page: deep }, plans.tasksDeep],
  ];
  const dataStart = Date.now();
  results.skipped = [];
  for (const [id, label, requests, params, plan, extra = {}] of paths) {
    if ((Date.now() - dataStart) / 1000 > options.dataBudget) {
      results.skipped.push({ id: `data:${id}`, label, plan, reason: `the data paths' time budget (${options.dataBudget} s) was spent` });
      continue;
    }
    const r = await run(
      `data:${id}`,
      label,
      {
        kind: 'http',
        url: gw,
        token,
        requests,
        params: { run: stack.namespace, ...params },
        concurrency: results.settings.dataConcurrency,
        ...(onDevdb ? { warmupMs: 0, timeoutMs: 300_000 } : {}),
        ...extra,
      },
      { plan },
    );
    if (r.first) {
      const total = r.first.meta?.total;
      if (!(total >= options.records)) throw new Error(`${label}: total ${total}, expected at least ${options.records}`);
      results.load.verified += `, ${id} total ${total}`;
      delete results.runs.at(-1).first;
    }
  }
}

module.exports = { runDataPaths };
