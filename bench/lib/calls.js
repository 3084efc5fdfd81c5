'use strict';
/* global fetch, AbortSignal */

/** One call of the gateway's HTTP API, its JSON answer (throws on a status that is not 2xx). */
async function api(base, method, p, token, body) {
  const res = await fetch(`${base}${p}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(600_000),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** crm's answer to GetClient, as the gateway receives it. */
function getClientDirect(address, token, id) {
  const grpc = require('@grpc/grpc-js');
  const { createClient } = require('@bms/platform');
  const { serviceOf } = require('@bms/protos');
  const client = createClient(serviceOf('crm'), address);
  const md = new grpc.Metadata();
  md.set('authorization', `Bearer ${token}`);
  return new Promise((resolve, reject) =>
    client.GetClient({ id }, md, { deadline: Date.now() + 60_000 }, (err, record) => {
      client.close();
      if (err) reject(err);
      else resolve(record);
    }),
  );
}

module.exports = { api, getClientDirect };
