#!/usr/bin/env node
// Builds what is missing: devdb (Go, once) and every TypeScript project.
'use strict';
const { buildDevdb, buildTs } = require('./lib');

try {
  if (!process.env.MONGO_URL) buildDevdb();
  buildTs();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
