#!/usr/bin/env node
// The floors the gateway is compared with, with none of our middleware:
// express alone answering what GET /api/time answers, and express making
// the one gRPC call that GET /api/clients/{id} makes (the caller's token
// passed on as it is; crm checks it, as it does behind the gateway), on a
// client with the gateway's channel options and on the same Node: the
// platform's runtime fixes (packages/platform/src/runtime-fixes.ts) are made
// in every process of ours, and are not middleware.
'use strict';
const express = require('express');
const grpc = require('@grpc/grpc-js');
const { createClient, fixRuntime } = require('@bms/platform');
const { serviceOf } = require('@bms/protos');

fixRuntime();

const app = express();
app.disable('x-powered-by');
app.set('etag', false);
app.get('/api/time', (_req, res) => {
  const now = new Date();
  res.json({ time: now.toISOString(), timestamp: Math.floor(now.getTime() / 1000), timezone: 'UTC' });
});

const crm = process.env.CRM_GRPC_URL && createClient(serviceOf('crm'), process.env.CRM_GRPC_URL);
app.get('/api/clients/:id', (req, res) => {
  const md = new grpc.Metadata();
  md.set('authorization', req.get('authorization') ?? '');
  crm.GetClient({ id: Number(req.params.id) }, md, { deadline: Date.now() + 300_000 }, (err, record) => {
    if (err) res.status(502).json({ message: err.details });
    else res.json({ record });
  });
});

const server = app.listen(Number(process.env.PORT || 0), '127.0.0.1', () => {
  console.log(JSON.stringify({ msg: 'http listening', port: server.address().port }));
});
server.keepAliveTimeout = 65_000;
process.on('SIGTERM', () => server.close(() => process.exit(0)));
