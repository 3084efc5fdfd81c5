#!/usr/bin/env node
// Builds what is missing: devdb (Go, once), every TypeScript project, the
// admin console (Vite, when its sources changed), and the tools that check
// deploy/ offline (Go, once).
'use strict';
const { buildDeployTools } = require('./deploy-tools');
const { buildConsole, buildDevdb, buildTs } = require('./lib');

try {
  if (!process.env.MONGO_URL) buildDevdb();
  buildTs();
  buildConsole();
  buildDeployTools();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
