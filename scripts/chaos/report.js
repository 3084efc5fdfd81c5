'use strict';
// The chaos run's table: one row per scenario, printed, and written to
// bench/results as JSON and markdown.
const fs = require('node:fs');
const path = require('node:path');

const COLUMNS = [
  ['scenario', (r) => r.scenario],
  ['targets missed', (r) => (r.missed ? r.missed.length : '-')],
  ['requests', (r) => r.requests],
  ['2xx', (r) => r.ok2xx],
  ['4xx by code', (r) => Object.entries(r.err4xxByCode ?? {}).map(([k, v]) => `${k}:${v}`).join(' ') || '0'],
  ['5xx by code', (r) => Object.entries(r.err5xx).map(([k, v]) => `${k}:${v}`).join(' ') || '0'],
  ['errors not 503/504 with Retry-After', (r) => r.errorsOffTarget],
  ['balancer: refused, sent elsewhere', (r) => r.refusedByGateway],
  ['balancer: reset, sent elsewhere / answered 503', (r) => `${r.resetSentElsewhere}/${r.resetAnswered503}`],
  ['s with no gateway ready', (r) => (r.noGatewayReadySeconds ?? 0).toFixed(2)],
  ['lost', (r) => r.lost.length],
  ['doubled', (r) => r.doubled.length],
  ['projection diffs', (r) => r.projectionDiffs.length],
  ['webhooks missing', (r) => r.webhooks.missing.length],
  ['revoked accepted', (r) => r.revoked.accepted.length],
  ['limit passed beyond slices', (r) => r.limitExcess ?? '-'],
  ['limit probe refused in fault', (r) => r.limitRefusedInFault],
  ['outbox/parked/dead', (r) => `${r.leftovers.outbox}/${r.leftovers.parked}/${r.leftovers.deadLetters}`],
  ['messages arrived/asked', (r) => (r.messages ? `${r.messages.arrived}/${r.messages.expected}` : '-')],
  ['messages lost', (r) => (r.messages ? r.messages.lost.length : '-')],
  ['messages doubled', (r) => (r.messages ? r.messages.doubled.length : '-')],
  ['s of errors (per fault)', (r) => r.errorSeconds.toFixed(1)],
  ['s to recover (per fault)', (r) => r.recoverSeconds.toFixed(1)],
  ['s to settle', (r) => (r.settleSeconds === null ? 'never' : r.settleSeconds.toFixed(0))],
  ['p99 in fault (ms)', (r) => (r.p99FaultMs === null ? '-' : Math.round(r.p99FaultMs))],
  ['load avg', (r) => r.loadAverage.map((x) => x.toFixed(1)).join(' ')],
];

/** One row of cells: a skipped scenario says so in its second cell, and has nothing in the others. */
function cells(r) {
  if (r.skipped) return COLUMNS.map(([h], i) => (i === 0 ? r.scenario : i === 1 ? (r.missed?.length ?? '-') : h === 'requests' ? `skipped: ${r.skipped}` : '-'));
  return COLUMNS.map(([, f]) => f(r));
}

function markdown(rows) {
  const esc = (v) => String(v).replace(/\|/g, '\\|');
  return [`| ${COLUMNS.map(([h]) => h).join(' | ')} |`, `|${COLUMNS.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${cells(r).map(esc).join(' | ')} |`)].join('\n');
}

/** What the run says below its table: whether it passed, each scenario's missed targets, skips allowed, notes. */
function verdictLines(result) {
  const skipped = result.rows.filter((r) => r.skipped);
  return [
    result.passed ? '**Passed**: every scenario met every target.' : '**Failed**: targets missed (below); the run exits 1.',
    ...result.rows.filter((r) => r.missed?.length).map((r) => `- ${r.scenario} missed: ${r.missed.join('; ')}`),
    ...(skipped.length && result.allowSkip ? [`- skipped, allowed by --allow-skip: ${skipped.map((r) => `${r.scenario} (${r.skipped})`).join(', ')}`] : []),
  ];
}

/** Writes <dir>/chaos-<date>[-n].json and .md; answers their paths. */
function write(dir, result) {
  fs.mkdirSync(dir, { recursive: true });
  const day = new Date().toISOString().slice(0, 10);
  let base = path.join(dir, `chaos-${day}`);
  for (let n = 2; fs.existsSync(`${base}.json`); n++) base = path.join(dir, `chaos-${day}-${n}`);
  fs.writeFileSync(`${base}.json`, `${JSON.stringify(result, null, 2)}\n`);
  const md = [
    `# Chaos run ${result.startedAt} (${result.mode}${result.short ? ', short' : ''})`,
    '',
    `Commit ${result.commit}; ${result.workers} clients at ~${result.rate} req/s each; \`uptime\` before: ${result.uptimeBefore}; after: ${result.uptimeAfter}.`,
    '',
    markdown(result.rows),
    '',
    ...verdictLines(result),
    '',
    ...result.rows.flatMap((r) => (r.notes?.length ? [`- ${r.scenario}: ${r.notes.join('; ')}`] : [])),
    '',
  ].join('\n');
  fs.writeFileSync(`${base}.md`, md);
  return { json: `${base}.json`, md: `${base}.md` };
}

module.exports = { markdown, verdictLines, write };
