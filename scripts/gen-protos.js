#!/usr/bin/env node
// Writes the protos of the modules declared with defineModule
// (scripts/module-protos.js), then generates TypeScript types from protos/
// with the same options the loader uses (protos/src/options.json), into
// protos/src/gen. `--check` fails when the checked-in protos or types
// differ from what the definitions and protos give.
'use strict';
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const protosDir = path.join(root, 'protos');
const outDir = path.join(protosDir, 'src', 'gen');
const options = require(path.join(protosDir, 'src', 'options.json'));
const { moduleProtoFiles } = require('./module-protos');

function protoFiles(dir, rel = '') {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const r = path.join(rel, e.name);
    if (e.isDirectory()) return protoFiles(dir, r);
    return e.name.endsWith('.proto') ? [r] : [];
  });
}

function generate(target) {
  fs.rmSync(target, { recursive: true, force: true });
  const bin = path.join(protosDir, 'node_modules', '.bin', 'proto-loader-gen-types');
  const flags = [
    options.keepCase && '--keepCase',
    `--longs=${options.longs}`,
    `--enums=${options.enums}`,
    options.defaults && '--defaults',
    options.arrays && '--arrays',
    options.objects && '--objects',
    options.oneofs && '--oneofs',
    '--grpcLib=@grpc/grpc-js',
    `--outDir=${target}`,
    `--includeDirs=${protosDir}`,
  ].filter(Boolean);
  execFileSync(bin, [...protoFiles(path.join(protosDir, "bms")).map((f) => path.join("bms", f)), ...flags], {
    cwd: protosDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The generator writes the absolute path of each proto; keep it relative
  // so that the output is the same in every clone.
  for (const f of listTree(target)) {
    const file = path.join(target, f);
    const text = fs.readFileSync(file, 'utf8').split(protosDir + path.sep).join('protos/');
    fs.writeFileSync(file, text);
  }
  // One barrel of types per domain, so that code imports `crm.Client__Output`.
  for (const domain of fs.readdirSync(path.join(target, 'bms'))) {
    const dir = path.join(target, 'bms', domain, 'v1');
    const lines = fs.readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()
      .map((f) => `export type * from '../bms/${domain}/v1/${f.slice(0, -3)}';`);
    fs.mkdirSync(path.join(target, 'types'), { recursive: true });
    fs.writeFileSync(path.join(target, 'types', `${domain}.ts`), lines.join('\n') + '\n');
  }
}

function listTree(dir, rel = '') {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const r = path.join(rel, e.name);
    return e.isDirectory() ? listTree(dir, r) : [r];
  });
}

// First the protos of the modules declared with defineModule, then the types of all.
const moduleFiles = moduleProtoFiles(protosDir);
if (process.argv.includes('--check')) {
  const stale = Object.entries(moduleFiles).filter(([f, text]) => !fs.existsSync(path.join(protosDir, f)) || fs.readFileSync(path.join(protosDir, f), 'utf8') !== text);
  if (stale.length) {
    console.error(`${stale.map(([f]) => `protos/${f}`).join(', ')} out of date with the module definitions: run \`pnpm gen:protos\` and commit the result.`);
    process.exit(1);
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bms-protos-'));
  generate(tmp);
  const a = listTree(tmp).sort();
  const b = listTree(outDir).sort();
  const differ = a.length !== b.length || a.some((f, i) => f !== b[i] ||
    fs.readFileSync(path.join(tmp, f), 'utf8') !== fs.readFileSync(path.join(outDir, f), 'utf8'));
  fs.rmSync(tmp, { recursive: true, force: true });
  if (differ) {
    console.error('protos/src/gen is out of date: run `pnpm gen:protos` and commit the result.');
    process.exit(1);
  }
  console.log('protos/src/gen matches the protos.');
} else {
  for (const [f, text] of Object.entries(moduleFiles)) fs.writeFileSync(path.join(protosDir, f), text);
  generate(outDir);
  console.log(`generated ${listTree(outDir).length} files in protos/src/gen`);
}
