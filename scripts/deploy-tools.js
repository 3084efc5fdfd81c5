#!/usr/bin/env node
// The tools that check deploy/ offline, pinned in tools/<name>/go.mod and
// built once with Go into tools/<name>/bin (like devdb), so that the tests
// download nothing:
//   kustomize       renders deploy/k8s/overlays/*
//   compose-config  reads docker-compose.yml as docker compose does
//                   (compose-go: schema, interpolation, merge keys)
// `node scripts/deploy-tools.js` builds them; `… kustomize <dir>` and
// `… compose-config <file> [<env file>]` run them.
'use strict';
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const toolsDir = path.resolve(__dirname, '..', 'tools');
const tools = {
  kustomize: { pkg: 'sigs.k8s.io/kustomize/kustomize/v5' },
  'compose-config': { pkg: '.' },
};
const binOf = (name) => path.join(toolsDir, name, 'bin', name);

function newest(dir) {
  return Math.max(...fs.readdirSync(dir).filter((f) => /\.(go|mod|sum)$/.test(f)).map((f) => fs.statSync(path.join(dir, f)).mtimeMs));
}

/** Builds each tool once; rebuilds one only when its sources or pins changed. */
function buildDeployTools() {
  for (const [name, { pkg }] of Object.entries(tools)) {
    const dir = path.join(toolsDir, name);
    const bin = binOf(name);
    if (fs.existsSync(bin) && fs.statSync(bin).mtimeMs >= newest(dir)) continue;
    console.log(`building ${name} (Go, first time takes a minute)…`);
    try {
      execFileSync('go', ['build', '-o', bin, pkg], { cwd: dir, stdio: 'inherit' });
    } catch (err) {
      throw new Error(`${name} could not be built with Go (${err.message})`, { cause: err });
    }
  }
}

function run(name, args) {
  const bin = binOf(name);
  if (!fs.existsSync(bin)) throw new Error(`${name} is not built: run \`node scripts/build.js\``);
  try {
    return execFileSync(bin, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    throw new Error(`${name} ${args.join(' ')}: ${err.stderr || err.message}`, { cause: err });
  }
}

/** The manifests a kustomization renders, as YAML. */
const kustomize = (dir) => run('kustomize', ['build', dir]);

/** A compose file as docker compose reads it, as an object. */
const composeConfig = (file, envFile) => JSON.parse(run('compose-config', envFile ? [file, envFile] : [file]));

module.exports = { buildDeployTools, kustomize, composeConfig };

if (require.main === module) {
  try {
    buildDeployTools();
    const [name, ...args] = process.argv.slice(2);
    if (name) process.stdout.write(run(name, args));
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
