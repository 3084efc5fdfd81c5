#!/usr/bin/env node
// Checks the audit trail's hash chain through the API (GET /api/audit-log/verify,
// a range at a time) and reports the first broken link.
//
//   npm run audit:verify -- --url http://127.0.0.1:8080 --token <admin token or API key>
//
// BMS_URL and BMS_TOKEN may stand for the options. Exit status: 0 the chain
// holds, 1 it is broken (the entry and why are printed), 2 it could not be checked.
'use strict';
/* global fetch */

function options(argv, env) {
  const o = { url: env.BMS_URL || 'http://127.0.0.1:8080', token: env.BMS_TOKEN || '', limit: 10000 };
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (name === '--url') o.url = value();
    else if (name === '--token') o.token = value();
    else if (name === '--limit') o.limit = Number(value());
    else throw new Error(`unknown option ${argv[i]} (--url, --token, --limit)`);
  }
  if (!o.token) throw new Error('an admin token or API key is needed: --token or BMS_TOKEN');
  if (!Number.isInteger(o.limit) || o.limit < 1 || o.limit > 100000) throw new Error('--limit must be 1 to 100000');
  return o;
}

async function verify(o, out) {
  let after = 0;
  let checked = 0;
  for (;;) {
    const url = new URL('/api/audit-log/verify', o.url);
    if (after) url.searchParams.set('after', String(after));
    url.searchParams.set('limit', String(o.limit));
    const res = await fetch(url, { headers: { Authorization: `Bearer ${o.token}` } });
    const body = await res.json().catch(() => ({}));
    if (res.status !== 200) throw new Error(`${res.status} from ${url.pathname}: ${body.message ?? 'no message'}`);
    checked += body.checked;
    if (!body.ok) {
      out(`BROKEN at entry ${body.broken.id}: ${body.broken.reason}`);
      out(`(${checked} entries checked before it; entries up to ${body.pruned_through} removed by retention)`);
      return 1;
    }
    if (body.next_after === null) {
      out(`OK: ${checked} entries checked, the chain holds from the oldest kept entry to its head`);
      out(`head: entry ${body.head_id}, hash ${body.head_hash}${body.pruned_through ? `; entries up to ${body.pruned_through} removed by retention` : ''}`);
      return 0;
    }
    after = body.next_after;
  }
}

if (require.main === module) {
  let o;
  try {
    o = options(process.argv.slice(2), process.env);
  } catch (err) {
    console.error(err.message);
    process.exit(2);
  }
  verify(o, (line) => console.log(line)).then(
    (code) => process.exit(code),
    (err) => {
      console.error(`could not check the audit trail: ${err.message}`);
      process.exit(2);
    },
  );
}

module.exports = { options, verify };
