'use strict';
// Turns the results of a run (bench/results/<date>.json) into the markdown
// report: the targets held or missed, the gateway against direct gRPC and
// the other comparisons (comparisons.js), every run, footprint and explain
// plans. Pure functions: tested alone.

const { byId, p50, p99, overhead, pairs, targets, peakRss, cpuPerRequest, processesOf, ratioNote } = require('./comparisons');
const { versionsSection } = require('./versions-report');

function fmt(x, digits = 2) {
  if (x === null || x === undefined || Number.isNaN(x)) return '–';
  if (typeof x !== 'number') return String(x);
  return x.toFixed(digits);
}

const pct = (x) => (x === null || x === undefined ? '–' : `${Math.round(x * 100)}%`);

function table(head, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

function targetValue(t) {
  if (t.value === null || t.value === undefined) return 'not measured';
  if (t.unit === 'ratio') return pct(t.value);
  return `${fmt(t.value, t.unit === 'MB' || t.unit === 'µs' ? 0 : 2)} ${t.unit}`;
}

function targetLimit(t) {
  const op = t.unit === 'ratio' ? '≥' : '≤';
  return t.unit === 'ratio' ? `${op} ${pct(t.limit)}` : `${op} ${t.limit} ${t.unit}`;
}

const verdict = (t) => (t.note ? t.note : t.held === null ? 'not measured' : t.held ? 'held' : '**missed**');

/** The busiest process of a run and how many cores it used. */
function busiest(r) {
  const entries = Object.entries(r.procs ?? {}).filter(([, p]) => p.cpuCores > 0);
  entries.sort((a, b) => b[1].cpuCores - a[1].cpuCores);
  return entries
    .slice(0, 2)
    .map(([n, p]) => `${n} ${fmt(p.cpuCores, 2)}`)
    .join(', ');
}

/** "0", "2 (timeout, 503)", and the requests a fixed rate could not send (too many in flight). */
function errors(r) {
  const failed = r.errors ? `${r.errors} (${Object.keys(r.statuses ?? {}).filter((s) => !/^(2\d\d|2xx|OK)$/.test(s)).join(', ')})` : '0';
  return r.missed ? `${failed}; ${r.missed} not sent` : failed;
}

function runRow(r) {
  const mode = r.mode?.rate ? `${r.mode.rate}/s` : `${r.mode?.concurrency} in flight`;
  const errs = errors(r);
  const on = processesOf(r);
  const cpu = [on.gateway, on.crm, 'devdb'].map((p) => fmt(cpuPerRequest(r, p), 0)).join(' / ');
  const loop = r.eventLoop?.[on.gateway];
  const delay = loop ? `${fmt(loop.p99Ms, 1)} / ${fmt(loop.maxMs, 1)}` : '–';
  // the process that answered the driver: crm for direct gRPC
  const answering = r.procs?.[r.id.startsWith('bare') ? 'bare-express' : r.kind === 'grpc' ? on.crm : on.gateway];
  const waiting = pct(answering?.waitingShare);
  const major = loop?.gc?.major;
  const collections = major ? `${major.count} / ${fmt(major.ms, 0)}` : '–';
  return [`${r.label ?? r.id}${r.rounds ? ` (median of ${r.rounds.length} rounds, req/s ${r.rounds.join(', ')})` : ''}`, mode, String(r.ok ?? 0), fmt(r.throughput, 0), fmt(p50(r)), fmt(p99(r)), errs, cpu, delay, waiting, collections, busiest(r), fmt(r.driverCores, 2), fmt(r.loadavg?.[0], 1)];
}

function machineLine(results) {
  const m = results.machine ?? {};
  const l = results.loadavg ?? {};
  return (
    `${m.cpu ?? '?'}, ${m.cores ?? '?'} cores, ${m.memoryGb ?? '?'} GB, Node ${m.node ?? '?'}` +
    // the Node under test where it is not the bench's own (bench --node)
    `${results.nodeUnderTest && results.nodeUnderTest !== m.node ? ` (the first Node measured: ${results.nodeUnderTest})` : ''}; ` +
    `load average ${l.start?.join(' / ') ?? '?'} at the start, ${l.end?.join(' / ') ?? '?'} at the end (1/5/15 min)`
  );
}

/** The whole report in markdown. */
function toMarkdown(results) {
  const out = [];
  out.push(`### Benchmark ${results.date ?? ''}`.trim());
  out.push('');
  out.push(`Machine: ${machineLine(results)}. Database: ${results.database ?? '?'}.${results.commit ? ` Commit: ${results.commit}.` : ''}`);
  if (results.mongodb) out.push(`MongoDB: ${results.mongodb}.`);
  const hostUs = cpuPerRequest(byId(results).get('bare-time@sat'), 'bare-express');
  const { startUs, endUs } = results.hostSpeed ?? {};
  const checks = startUs != null || endUs != null ? `; a 3-second check read ${fmt(startUs, 0)} µs before the runs and ${fmt(endUs, 0)} µs after them` : '';
  if (hostUs != null) {
    out.push(
      `Host speed, to compare runs on shared cores: bare express spent ${fmt(hostUs, 0)} µs of CPU per \`GET /api/time\` at saturation (nothing of ours in it; 99 µs in \`2026-11-23-13\`, 183 µs in \`-15\`, an hour when the host was half as fast${checks}).`,
    );
  }
  out.push('');

  out.push('**Targets**');
  out.push('');
  out.push(table(['target', 'measured', 'target value', ''], targets(results).map((t) => [t.target, targetValue(t), targetLimit(t), verdict(t)])));
  out.push('');
  out.push(...versionsSection(results));

  for (const [which, title] of [
    ['crm', '**Gateway overhead**: `GET /api/clients/{id}` through the gateway vs `GetClient` on crm directly (gRPC); overhead: the difference of the two runs’ figures; per request: each request’s latency through the gateway less the service call the gateway made for it, as its Server-Timing header tells (`SERVER_TIMING`), whose p99 is what the tail target reads'],
    ['memory', '**Gateway overhead, crm from memory**: the same, in front of a crm answering `GetClient` from memory (`bench/targets/memory-crm.js`), so that the gateway sets the pace'],
  ]) {
    const ov = overhead(results, which);
    if (!ov.length) continue;
    out.push(title);
    out.push('');
    // Results from before the gateway told its service calls (SERVER_TIMING) have no per-request column.
    const told = ov.some((r) => r.ownP99 !== null);
    out.push(
      table(
        ['load', 'gateway p50 / p99 ms', 'direct p50 / p99 ms', 'overhead p50 / p99 ms', ...(told ? ['per request p50 / p99 ms'] : []), 'gateway req/s', 'direct req/s', 'ratio'],
        ov.map((r) => [
          r.load,
          `${fmt(p50(r.gw))} / ${fmt(p99(r.gw))}`,
          `${fmt(p50(r.direct))} / ${fmt(p99(r.direct))}`,
          `${fmt(r.overheadP50)} / ${fmt(r.overheadP99)}`,
          ...(told ? [`${fmt(r.ownP50)} / ${fmt(r.ownP99)}`] : []),
          fmt(r.gw.throughput, 0),
          fmt(r.direct.throughput, 0),
          pct(r.throughputRatio),
        ]),
      ),
    );
    out.push('');
  }

  const pr = pairs(results);
  if (pr.length) {
    out.push('**Side by side**');
    out.push('');
    out.push(
      table(
        ['comparison', 'req/s', 'ratio', 'CPU µs/request', 'p50 ms', 'p50 difference ms', 'what the difference is'],
        pr.map((p) => [
          p.what,
          `${fmt(p.a.throughput, 0)} vs ${fmt(p.b.throughput, 0)}`,
          ratioNote(p) ? `${pct(p.throughputRatio)} (${ratioNote(p)})` : pct(p.throughputRatio),
          `${fmt(p.cpuA, 0)} vs ${fmt(p.cpuB, 0)}`,
          `${fmt(p50(p.a))} vs ${fmt(p50(p.b))}`,
          fmt(p.p50Diff),
          p.note,
        ]),
      ),
    );
    out.push('');
  }

  const data = (results.runs ?? []).filter((r) => r.id.startsWith('data:'));
  const skipped = results.skipped ?? [];
  if (data.length || skipped.length) {
    // devdb's figures are devdb's: they say nothing of MongoDB at volume.
    const on = results.database?.startsWith('devdb') ? ', on devdb: functional figures, not volume (see the note below)' : `, on ${results.database ?? '?'}`;
    out.push(`**Data paths** (${results.settings?.records?.toLocaleString('en-US') ?? '?'} clients and as many tasks loaded${on})`);
    out.push('');
    out.push(
      table(
        ['request', 'in flight', 'answered', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'query plan'],
        [
          ...data.map((r) => [r.label ?? r.id, String(r.mode?.concurrency ?? ''), String(r.ok ?? 0), fmt(r.throughput, 1), fmt(p50(r), 1), fmt(p99(r), 1), errors(r), r.plan ?? '']),
          ...skipped.map((r) => [r.label ?? r.id, '–', `not run: ${r.reason}`, '–', '–', '–', '–', r.plan ?? '']),
        ],
      ),
    );
    out.push('');
  }

  const audit = results.audit;
  if (audit?.rows?.length) {
    const ms = (us) => (us == null ? null : us / 1000);
    const of = (write, state) => audit.rows.find((x) => x.write === write && x.state === state);
    out.push(
      `**The audit trail's cost to the write path** (clients written through the gateway ${audit.concurrency ?? 1} at a time, identity's audit consumers off, then on; ` +
        `caught up: seconds after the last write until the trail had every entry; the backlog of the writes made while it was off took ${fmt(audit.backlogSeconds, 1)} s)`,
    );
    out.push('');
    out.push(
      table(
        ['write', 'off p50 / p99 ms', 'on p50 / p99 ms', 'p50 difference ms', 'off / on req/s', 'caught up s'],
        [...new Set(audit.rows.map((x) => x.write))].map((w) => {
          const off = of(w, 'off');
          const on = of(w, 'on');
          return [
            w,
            `${fmt(ms(off?.p50Us))} / ${fmt(ms(off?.p99Us))}`,
            `${fmt(ms(on?.p50Us))} / ${fmt(ms(on?.p99Us))}`,
            fmt(on && off ? ms(on.p50Us - off.p50Us) : null),
            `${fmt(off?.throughput, 1)} / ${fmt(on?.throughput, 1)}`,
            fmt(on?.caughtUpSeconds, 1),
          ];
        }),
      ),
    );
    out.push('');
  }

  const st = results.streams;
  if (st) {
    out.push(
      `**Live changes** (${st.streams} streams of GET /api/changes/stream open on one gateway, read by the bench; ${st.writes} client PATCHes through another gateway, one at a time` +
        `${st.incompleteWrites ? `; ${st.incompleteWrites} did not reach every stream within 10 s` : ''})`,
    );
    out.push('');
    out.push(
      table(
        ['gateway RSS before / after MB', 'RSS per stream KB', "2xx → event on a stream p50 / p99 ms", '2xx → event on every stream p50 / p99 ms'],
        [[`${fmt(st.rssBeforeMb, 0)} / ${fmt(st.rssAfterMb, 0)}`, fmt(st.rssPerStreamKb, 1), `${fmt(st.latencyMs.p50, 1)} / ${fmt(st.latencyMs.p99, 1)}`, `${fmt(st.everyStreamMs.p50, 1)} / ${fmt(st.everyStreamMs.p99, 1)}`]],
      ),
    );
    out.push('');
  }

  const runs = (results.runs ?? []).filter((r) => !r.id.startsWith('data:'));
  if (runs.length) {
    out.push(
      '**Every run** (CPU per request: CPU time of the gateway(s), crm(s) and devdb over the run divided by the requests answered, ' +
        'which holds better than req/s when other work shares the cores; busiest: cores used by the busiest processes under test; ' +
        'waiting for a core: the share of the run the answering process\'s event loop was ready to run and had no core (/proc/<pid>/schedstat); ' +
        'gateway mark-compacts: the full collections the gateway made over the run, warm-up included, and their pauses in all (prom-client\'s GC histogram); ' +
        'load avg: the machine\'s 1-minute load average as the run started)',
    );
    out.push('');
    out.push(
      table(
        ['run', 'load', 'answered', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'CPU µs/request gateway / crm / devdb', 'gateway event-loop delay p99 / max ms', 'waiting for a core', 'gateway mark-compacts n / ms', 'busiest (cores)', 'driver cores', 'load avg'],
        runs.map(runRow),
      ),
    );
    out.push('');
  }

  const idle = results.footprint?.idleRssMb ?? {};
  const peaks = peakRss(results);
  const names = [...new Set([...Object.keys(idle), ...Object.keys(peaks)])];
  if (names.length) {
    out.push('**Footprint** (resident memory, MB)');
    out.push('');
    out.push(table(['process', 'idle', 'peak under load'], names.map((n) => [n, fmt(idle[n], 0), fmt(peaks[n], 0)])));
    out.push('');
  }
  const starts = results.footprint?.startup;
  if (starts) {
    // Older results hold one start, not one per mode.
    const byMode = 'upMs' in starts || 'skipped' in starts ? { 'one process per service': starts } : starts;
    const rows = Object.entries(byMode).map(([mode, st]) =>
      st.upMs
        ? [
            mode,
            fmt(st.upMs / 1000, 1),
            fmt(st.processesMs / 1000, 1),
            st.nodeProcesses ?? '',
            fmt(st.idleRssMb, 0),
            st.afterTimeMb === undefined ? '' : `${fmt(st.afterTimeMb, 0)} (${fmt(st.launcherRssMb, 0)})`,
            fmt(st.loadRssMb, 0),
            // each start's own req/s beside their mean (results from before hold one start)
            st.starts ? `${fmt(st.clientByIdPerSecond, 0)} (${st.starts.map((x) => fmt(x.clientByIdPerSecond, 0)).join(', ')})` : fmt(st.clientByIdPerSecond, 0),
          ]
        : [mode, `not measured (${st.skipped ?? 'unknown reason'})`, '', '', '', '', '', ''],
    );
    const twice = Object.values(byMode).some((st) => st.starts);
    out.push(
      `**All-in-one start** (\`scripts/start.js\`, what \`npm start\` runs, each on a fresh data folder: a first start; memory: the Node processes of the stack, not the database; after 1,000 GET /api/time with the launcher, start.js, where it stays as long as the stack (its own share in brackets; 0 where it became the stack)${
        twice ? '; each mode started twice, in the order one process, --processes, --processes, one process: time and memory the worse of its two starts, req/s their mean (each start’s in brackets)' : ''
      })`,
    );
    out.push('');
    out.push(
      table(['mode', 's to "BMS is up"', 's from database up', 'Node processes', 'resident MB idle', 'resident MB after 1,000 GET /api/time (launcher)', 'resident MB under load', 'GET /api/clients/{id} req/s (32 in flight)'], rows),
    );
    out.push('');
  }
  if (results.load) {
    out.push(
      `Loaded by insertMany: ${results.load.records.toLocaleString('en-US')} clients in ${fmt(results.load.clientsMs / 1000, 1)} s, ` +
        `as many tasks in ${fmt(results.load.tasksMs / 1000, 1)} s; read back through the gateway: ${results.load.verified ?? 'not checked'}.`,
    );
    out.push('');
  }
  for (const note of results.notes ?? []) out.push(`- ${note}`);
  return `${out.join('\n').trim()}\n`;
}

module.exports = { toMarkdown, overhead, pairs, targets, peakRss, cpuPerRequest, table, fmt };
