'use strict';
// The report's section on the Node versions measured (bench/lib/versions.js):
// their figures side by side, then each target per version. Pure functions.

const { sideBySide } = require('./versions');

function fmt(x, digits = 2) {
  if (x === null || x === undefined || Number.isNaN(x)) return '–';
  return x.toFixed(digits);
}
const pct = (x) => (x === null || x === undefined ? '–' : `${Math.round(x * 100)}%`);

function table(head, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

const latency = (l) => (l ? `${fmt(l.p50)} / ${fmt(l.p99)}` : '–');
const gc = (g) => (g ? `${pct(g.share)} (${fmt(g.minorPerK, 1)} / ${fmt(g.majorPerK, 1)})` : '–');

function value(t) {
  if (t.value === null || t.value === undefined) return 'not measured';
  const v = t.unit === 'ratio' ? pct(t.value) : `${fmt(t.value, t.unit === 'MB' ? 0 : 2)} ${t.unit}`;
  return t.of ? `${v} (${t.of})` : v;
}
const verdict = (t) => (t.note ? t.note : t.held === null ? 'not measured' : t.held ? 'held' : '**missed**');
// The report's own targets (bench/lib/comparisons.js) say no `op`: a ratio is a floor there, anything else a ceiling.
const limit = (t) => `${t.op ?? (t.unit === 'ratio' ? '≥' : '≤')} ${t.unit === 'ratio' ? pct(t.limit) : `${t.limit} ${t.unit}`}`;

/** The section, in markdown lines. */
function versionsSection(results) {
  const versions = sideBySide(results);
  const out = [];
  const head = ['', ...versions.map((v) => `Node ${v.node}`)];
  const row = (label, f) => [label, ...versions.map((v) => f(v.figures))];
  out.push(
    `**Node versions** (${versions.length === 1 ? 'one measured' : 'side by side, each on a stack of its own, one after the other'}; ` +
      'the garbage collector: its pauses’ share of the main thread’s busy time (ran or waited for a core), with scavenges / mark-compacts per 1,000 requests, at the saturation that loads the process most)',
  );
  out.push('');
  out.push(
    table(head, [
      ['heap settings (NODE_OPTIONS)', ...versions.map((v) => (v.nodeOptions ? `\`${v.nodeOptions}\`` : '–'))],
      ['load average at the start / end (1 min)', ...versions.map((v) => `${fmt(v.loadavg?.start?.[0], 1)} / ${fmt(v.loadavg?.end?.[0], 1)}`)],
      row('CPU µs/request: gateway, authenticated (saturation)', (f) => fmt(f.cpu.gateway, 0)),
      row('CPU µs/request: crm, direct gRPC (saturation)', (f) => fmt(f.cpu.crm, 0)),
      row('CPU µs/request: gateway, crm from memory (saturation)', (f) => fmt(f.cpu.memGateway, 0)),
      row('CPU µs/request: gateway / bare express, /api/time (saturation)', (f) => `${fmt(f.cpu.time, 0)} / ${fmt(f.cpu.bareTime, 0)}`),
      row('req/s at saturation: direct gRPC', (f) => fmt(f.throughput.direct, 0)),
      row('req/s at saturation: gateway', (f) => fmt(f.throughput.gateway, 0)),
      row('req/s at saturation: gateway, crm from memory', (f) => fmt(f.throughput.memGateway, 0)),
      row('req/s at saturation: /api/time, gateway / bare express (median; each round)', (f) =>
        `${fmt(f.throughput.time, 0)} / ${fmt(f.throughput.bareTime, 0)}${f.rounds.time?.length > 1 ? ` (${f.rounds.time.join(', ')} / ${f.rounds.bareTime.join(', ')})` : ''}`,
      ),
      row('req/s: one-process start (32 in flight)', (f) => fmt(f.throughput.oneProcess, 0)),
      row('p50 / p99 ms: direct gRPC, 500 req/s', (f) => latency(f.latency.direct500)),
      row('p50 / p99 ms: gateway, 500 req/s', (f) => latency(f.latency.gateway500)),
      row('p50 / p99 ms: direct gRPC, crm from memory, 2,000 req/s', (f) => latency(f.latency.memDirect2000)),
      row('p50 / p99 ms: gateway, crm from memory, 2,000 req/s', (f) => latency(f.latency.memGateway2000)),
      row('garbage collector: gateway', (f) => gc(f.gc.gateway)),
      row('garbage collector: crm', (f) => gc(f.gc.crm)),
      row('garbage collector: gateway in front of crm from memory', (f) => gc(f.gc['mem-gateway'])),
      row('resident MB under load: gateway / crm', (f) => `${fmt(f.rss.gateway, 0)} / ${fmt(f.rss.crm, 0)}`),
      row('resident MB under load: the most of any process', (f) => (f.rss.most === null ? '–' : `${fmt(f.rss.most, 0)} (${f.rss.mostOf})`)),
      row('resident MB under load: one-process start', (f) => fmt(f.rss.oneProcess, 0)),
    ]),
  );
  out.push('');
  // Each target once, in the order first met, with each version's value and verdict.
  const names = [...new Set(versions.flatMap((v) => v.targets.map((t) => t.target)))];
  const rows = names.map((name) => {
    const any = versions.flatMap((v) => v.targets).find((t) => t.target === name);
    return [
      name,
      limit(any),
      ...versions.map((v) => {
        const t = v.targets.find((x) => x.target === name);
        return t ? `${value(t)}: ${verdict(t)}` : '–';
      }),
    ];
  });
  out.push('**Targets per Node version**');
  out.push('');
  out.push(table(['target', 'target value', ...versions.map((v) => `Node ${v.node}`)], rows));
  out.push('');
  return out;
}

module.exports = { versionsSection };
