#!/usr/bin/env node
// The floor the gateway is compared with: express alone answering what
// GET /api/time answers, with none of our middleware.
'use strict';
const express = require('express');

const app = express();
app.disable('x-powered-by');
app.set('etag', false);
app.get('/api/time', (_req, res) => {
  const now = new Date();
  res.json({ time: now.toISOString(), timestamp: Math.floor(now.getTime() / 1000), timezone: 'UTC' });
});
const server = app.listen(Number(process.env.PORT || 0), '127.0.0.1', () => {
  console.log(JSON.stringify({ msg: 'http listening', port: server.address().port }));
});
server.keepAliveTimeout = 65_000;
process.on('SIGTERM', () => server.close(() => process.exit(0)));
