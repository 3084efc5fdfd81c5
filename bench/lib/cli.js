'use strict';
// The bench's command line (see bench/run.js for the options) and the notes its report ends with.

/** The options of a run, from its arguments. */
function options(argv) {
  const o = { records: 100_000, seconds: 6, warmup: 2, dataBudget: 240, profile: false, startup: true, out: undefined, nodes: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--records') o.records = Number(argv[++i]);
    else if (a === '--seconds') o.seconds = Number(argv[++i]);
    else if (a === '--data-budget') o.dataBudget = Number(argv[++i]);
    else if (a === '--quick') Object.assign(o, { records: 2000, seconds: 2, warmup: 1, dataBudget: 60, quick: true });
    else if (a === '--profile') o.profile = true;
    else if (a === '--profile-dir') Object.assign(o, { profile: true, profileDir: argv[++i] });
    else if (a === '--no-startup') o.startup = false;
    else if (a === '--audit-only') Object.assign(o, { auditOnly: true, startup: false });
    else if (a === '--streams-only') Object.assign(o, { streamsOnly: true, startup: false });
    else if (a === '--streams') o.streams = Number(argv[++i]);
    else if (a === '--keep') o.keep = true;
    else if (a === '--out') o.out = argv[++i];
    else if (a === '--node-options') o.nodeOptions = argv[++i];
    else if (a === '--node') o.nodes.push(argv[++i]);
    else if (a === '--report') o.report = argv[++i];
    else throw new Error(`unknown option ${a}`);
  }
  // Open change streams measured on one gateway (a quick run: 100).
  o.streams ??= o.quick ? 100 : 1000;
  return o;
}

/** The notes under the report: how load is made, the settings, and what devdb's figures are. */
function notes(results) {
  const out = [];
  out.push(
    'Load comes from bench/load/driver.js, a separate process: at a fixed rate it sends each request at its scheduled time (open loop); ' +
      'at saturation it keeps a fixed number in flight; HTTP goes through its own keep-alive client (bench/load/http1.js), lighter than what it drives. ' +
      'Latency is measured per request in microseconds. The driver shares the 2 cores with the system under test.',
  );
  out.push(`Rate limits: ${results.settings.rateLimits}. Log level: ${results.settings.logLevel}.`);
  if (results.database?.startsWith('devdb')) {
    out.push(
      'devdb (FerretDB v1 on SQLite) pushes a filter down to SQLite only when it is exactly {_id: <string or ObjectId>}: our ids are integers and every ' +
        'query also carries deleted_at: null, so every find, count and update reads and decodes the whole collection (explain: SCAN, nothing pushed down). ' +
        'The data paths therefore scale with the collection size on devdb; on MongoDB the same queries use the indexes in the models.',
    );
  }
  return out;
}

module.exports = { notes, options };
