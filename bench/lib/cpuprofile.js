'use strict';
// Summaries of V8 CPU profiles (node --cpu-prof): where the time went, by
// function (self time) and by package.
const fs = require('node:fs');
const path = require('node:path');
const { table } = require('./report');

/** "express", "@grpc/grpc-js", "ours: gateway", "node: internal", "(garbage collector)". */
function owner(url, fn) {
  if (!url) return fn.startsWith('(') ? fn : '(native)';
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node (internals)';
  const ours = /\/(gateway|packages\/\w+|services\/\w+|protos)\/(?:dist|src)\//.exec(url);
  if (ours) return `ours: ${ours[1]}`;
  return path.basename(url);
}

function shortUrl(url) {
  return url.replace(/^file:\/\//, '').replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/^.*\/(gateway|packages|services|protos)\//, '$1/');
}

/**
 * Self time by function and by owner of one profile, counting only the
 * samples taken between `fromUs` and `toUs` (monotonic clock, as
 * process.hrtime: the load window, not the start-up).
 */
function summarize(profile, { fromUs = -Infinity, toUs = Infinity, top = 15 } = {}) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let total = 0;
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i] ?? 0;
    t += dt;
    if (t < fromUs || t > toUs) continue;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
    total += dt;
  }
  const byFn = new Map();
  const byOwner = new Map();
  for (const [id, us] of self) {
    const cf = nodes.get(id)?.callFrame ?? {};
    const fn = cf.functionName || '(anonymous)';
    const key = cf.url ? `${fn} ${shortUrl(cf.url)}:${cf.lineNumber + 1}` : fn;
    byFn.set(key, (byFn.get(key) ?? 0) + us);
    const o = owner(cf.url, fn);
    byOwner.set(o, (byOwner.get(o) ?? 0) + us);
  }
  const busy = total - (byFn.get('(idle)') ?? 0);
  const rank = (m) =>
    [...m]
      .filter(([k]) => k !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: Math.round(us / 1000), share: busy ? us / busy : 0 }));
  return { totalMs: Math.round(total / 1000), busyMs: Math.round(busy / 1000), functions: rank(byFn), owners: rank(byOwner) };
}

/**
 * The profiles `<process>.cpuprofile` in `dir`, summarized over each
 * window ({run, fromUs, toUs, processes}), with a markdown rendering.
 */
function summarizeProfiles(dir, windows) {
  const out = { windows: [], markdown: '' };
  const md = [];
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  for (const w of windows) {
    for (const name of w.processes) {
      const file = path.join(dir, `${name}.cpuprofile`);
      if (!fs.existsSync(file)) continue;
      const s = summarize(JSON.parse(fs.readFileSync(file, 'utf8')), w);
      out.windows.push({ run: w.run, process: name, fromUs: w.fromUs, toUs: w.toUs, ...s });
      md.push(`**CPU profile of ${name} during ${w.run}** (${s.busyMs} ms busy of ${s.totalMs} ms sampled; self time)`);
      md.push('');
      md.push(table(['by package', 'ms', 'share of busy'], s.owners.map((o) => [o.name, String(o.ms), pct(o.share)])));
      md.push('');
      md.push(table(['top functions', 'ms', 'share of busy'], s.functions.map((o) => [`\`${o.name}\``, String(o.ms), pct(o.share)])));
      md.push('');
    }
  }
  out.markdown = md.join('\n');
  return out;
}

module.exports = { summarize, summarizeProfiles, owner };
