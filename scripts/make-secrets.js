#!/usr/bin/env node
// Writes the secret values a deployment needs, once, where docker compose and
// kustomize read them; a file that exists is never overwritten (keys stay).
//   node scripts/make-secrets.js compose              → .env beside docker-compose.yml
//   node scripts/make-secrets.js k8s <overlay folder>  → <overlay>/secrets/*.env
// Values are one line each: a PEM key's line breaks are written as `\n`,
// which every process's config turns back into line breaks.
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { newKeyPair, root, services } = require('./lib');

const oneLine = (pem) => pem.trim().replace(/\n/g, '\\n');
const key256 = () => crypto.randomBytes(32).toString('base64');
const password = () => crypto.randomBytes(12).toString('base64url');

/** The secrets of a new deployment: a fresh RS256 pair and fresh keys. */
function newSecrets() {
  const { privateKey, publicKey } = newKeyPair();
  return {
    JWT_PRIVATE_KEY: oneLine(privateKey),
    JWT_PUBLIC_KEY: oneLine(publicKey),
    BOOTSTRAP_ADMIN_PASSWORD: password(),
    CONNECTIONS_ENCRYPTION_KEY: key256(),
    CONNECTIONS_STATE_KEY: key256(),
    WEBHOOK_ENCRYPTION_KEY: key256(),
    INTERNAL_TOKEN: key256(),
  };
}

/**
 * The files of a kustomize overlay's secretGenerator (deploy/k8s/overlays/*):
 * file name → variables. Connection strings are secrets because a real
 * deployment's carry credentials; these point at the in-cluster stores.
 */
function k8sSecretFiles(s = newSecrets()) {
  const files = {
    'jwt.env': { JWT_PUBLIC_KEY: s.JWT_PUBLIC_KEY },
    'identity.env': {
      JWT_PRIVATE_KEY: s.JWT_PRIVATE_KEY,
      MONGO_URL: 'mongodb://mongo-identity:27017/identity',
      REDIS_URL: 'redis://redis:6379',
      BOOTSTRAP_ADMIN_PASSWORD: s.BOOTSTRAP_ADMIN_PASSWORD,
      CONNECTIONS_ENCRYPTION_KEY: s.CONNECTIONS_ENCRYPTION_KEY,
      CONNECTIONS_STATE_KEY: s.CONNECTIONS_STATE_KEY,
      WEBHOOK_ENCRYPTION_KEY: s.WEBHOOK_ENCRYPTION_KEY,
      INTERNAL_TOKEN: s.INTERNAL_TOKEN,
    },
    'gateway.env': { REDIS_URL: 'redis://redis:6379' },
  };
  for (const { name } of services.filter((x) => x.name !== 'identity')) {
    files[`${name}.env`] = { MONGO_URL: `mongodb://mongo-${name}:27017/${name}`, REDIS_URL: 'redis://redis:6379', INTERNAL_TOKEN: s.INTERNAL_TOKEN };
  }
  return files;
}

/** The .env that docker-compose.yml interpolates. */
function composeEnv(s = newSecrets()) {
  return {
    JWT_PRIVATE_KEY: s.JWT_PRIVATE_KEY,
    JWT_PUBLIC_KEY: s.JWT_PUBLIC_KEY,
    BOOTSTRAP_ADMIN_PASSWORD: s.BOOTSTRAP_ADMIN_PASSWORD,
    CONNECTIONS_ENCRYPTION_KEY: s.CONNECTIONS_ENCRYPTION_KEY,
    CONNECTIONS_STATE_KEY: s.CONNECTIONS_STATE_KEY,
    WEBHOOK_ENCRYPTION_KEY: s.WEBHOOK_ENCRYPTION_KEY,
    INTERNAL_TOKEN: s.INTERNAL_TOKEN,
  };
}

// Single quotes: compose takes the value as written (the `\n` stay escapes);
// kustomize's env files take everything after the first `=` as the value.
const envFile = (vars, quote) =>
  Object.entries(vars)
    .map(([k, v]) => `${k}=${quote ? `'${v}'` : v}`)
    .join('\n') + '\n';

/** Writes the files that are missing; returns the paths written. */
function writeMissing(dir, files, quote) {
  const written = [];
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, vars] of Object.entries(files)) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) continue;
    fs.writeFileSync(file, envFile(vars, quote), { mode: 0o600 });
    written.push(file);
  }
  return written;
}

function main(argv) {
  const [target, overlay] = argv;
  if (target === 'compose') {
    const file = path.join(root, '.env');
    const written = writeMissing(root, { '.env': composeEnv() }, true);
    console.log(written.length ? `wrote ${file}` : `${file} exists; kept it`);
    console.log('the bootstrap admin (admin@example.com) has the password BOOTSTRAP_ADMIN_PASSWORD in that file');
    return;
  }
  if (target === 'k8s' && overlay) {
    const dir = path.resolve(overlay, 'secrets');
    // The key pair is split over two files: both new, or both kept.
    const pair = ['jwt.env', 'identity.env'].filter((f) => fs.existsSync(path.join(dir, f)));
    if (pair.length === 1) throw new Error(`${dir} has ${pair[0]} without its pair: remove it or add the other`);
    const written = writeMissing(dir, k8sSecretFiles(), false);
    console.log(written.length ? `wrote ${written.map((f) => path.relative(process.cwd(), f)).join(', ')}` : `${dir} is complete; kept it`);
    return;
  }
  throw new Error('usage: node scripts/make-secrets.js compose | k8s <overlay folder>');
}

module.exports = { newSecrets, k8sSecretFiles, composeEnv, writeMissing };

if (require.main === module) {
  try {
    main(process.argv.slice(2));
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
