'use strict';
// Shared by the build, start and test scripts: the process table, devdb,
// development keys, and probing of Redis and NATS.
const { execFileSync, spawn } = require('node:child_process');
const processes = require('./processes');
const crypto = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { allocatorEnv, nodeOptions, ONE_PROCESS_HEAP, v8Flags } = require('./node-support');

const root = path.resolve(__dirname, '..');

/** The processes of the all-in-one start, in start order, with default ports. */
const services = [
  { name: 'identity', port: 50051 },
  { name: 'crm', port: 50052 },
  { name: 'work', port: 50053 },
  { name: 'billing', port: 50054 },
  { name: 'content', port: 50055 },
  { name: 'files', port: 50056 },
];

const devdbDir = path.join(root, 'tools', 'devdb');
const devdbBin = path.join(devdbDir, 'bin', 'devdb');

function newest(dir, exts) {
  let t = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isFile() && exts.some((x) => e.name.endsWith(x))) t = Math.max(t, fs.statSync(p).mtimeMs);
  }
  return t;
}

/** Builds devdb with Go once; rebuilds only when its sources changed. */
function buildDevdb() {
  if (fs.existsSync(devdbBin) && fs.statSync(devdbBin).mtimeMs >= newest(devdbDir, ['.go', '.mod', '.sum'])) return devdbBin;
  console.log('building devdb (Go, first time takes a minute)…');
  try {
    execFileSync('go', ['build', '-o', devdbBin, '.'], { cwd: devdbDir, stdio: 'inherit' });
  } catch (err) {
    throw new Error(`devdb could not be built with Go (${err.message}); set MONGO_URL to use another MongoDB`, { cause: err });
  }
  return devdbBin;
}

const consoleDir = path.join(root, 'console');
const consoleIndex = path.join(consoleDir, 'dist', 'index.html');

/** The newest modification time of the files under `p` (a file or a folder, recursively). */
function newestUnder(p) {
  const st = fs.statSync(p, { throwIfNoEntry: false });
  if (!st) return 0;
  if (!st.isDirectory()) return st.mtimeMs;
  return fs.readdirSync(p).reduce((t, name) => Math.max(t, newestUnder(path.join(p, name))), st.mtimeMs);
}

/**
 * Builds the admin console (Vite) when its build is missing or older than
 * its sources; the gateway serves console/dist at /admin.
 */
function buildConsole() {
  const sources = ['src', 'index.html', 'vite.config.ts', 'package.json'].map((f) => path.join(consoleDir, f));
  const built = fs.statSync(consoleIndex, { throwIfNoEntry: false });
  if (built && built.mtimeMs >= Math.max(...sources.map(newestUnder))) return;
  console.log('building the admin console (Vite)…');
  execFileSync(path.join(consoleDir, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], { cwd: consoleDir, stdio: 'inherit' });
}

/** Compiles every TypeScript project (incremental). */
const TSC = [path.join(root, 'node_modules', '.bin', 'tsc'), ['-b', 'tsconfig.json'], { cwd: root, stdio: 'inherit' }];

function buildTs() {
  execFileSync(...TSC);
}

/** buildTs without blocking this process: settles when tsc has ended (~0.4 s when nothing changed). */
function buildTsInBackground() {
  return new Promise((resolve, reject) => {
    const tsc = spawn(...TSC);
    tsc.once('error', reject);
    tsc.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`tsc -b tsconfig.json failed (${signal ?? code})`))));
  });
}

/** An RS256 key pair in PEM. */
function newKeyPair() {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** Listens on 127.0.0.1:`port` (0: one the system picks) and closes again; resolves with the port, or null when it is taken. */
function tryPort(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(null));
    srv.listen(port, '127.0.0.1', () => {
      const got = srv.address().port;
      srv.close(() => resolve(got));
    });
  });
}

/** Ports this process handed out: never twice (one caller may not have bound its port yet). */
const handedOut = new Set();

/**
 * Ports handed out lately on this machine, by any process (the tests' two
 * workers, each stack's launcher, a start beside them): a file per port and
 * five-minute span, made only where none is (O_EXCL). A port is free to one
 * process only between its check and its process binding it; two
 * processes drawing the same port in that time both found it free, and
 * the one that bound it second failed to start. A claim holds for its span
 * and the next (a bound port is then refused by the check itself); files
 * of older spans are removed by the next claim. Where the folder cannot be
 * written, a claim is this process's alone, as handedOut.
 */
const PORT_CLAIMS = path.join(os.tmpdir(), 'bms-port-claims');
const CLAIM_SPAN_MS = 5 * 60_000;
let sweptSpan = 0;

/** Claims `port` machine-wide for this span and the next: false when another process has. */
function claimPort(port, now = Date.now()) {
  const span = Math.floor(now / CLAIM_SPAN_MS);
  try {
    fs.mkdirSync(PORT_CLAIMS, { recursive: true });
    fs.closeSync(fs.openSync(path.join(PORT_CLAIMS, `${port}.${span}`), 'wx'));
  } catch (err) {
    return err.code !== 'EEXIST';
  }
  if (fs.existsSync(path.join(PORT_CLAIMS, `${port}.${span - 1}`))) return false;
  if (sweptSpan !== span) {
    sweptSpan = span;
    for (const name of fs.readdirSync(PORT_CLAIMS)) {
      if (Number(name.split('.')[1]) < span - 1) fs.rmSync(path.join(PORT_CLAIMS, name), { force: true });
    }
  }
  return true;
}

/**
 * Ports in the range below that clients refuse to connect to: 10080 is on
 * the Fetch standard's list of bad ports, so Node's fetch ("bad port") and
 * Chromium (ERR_UNSAFE_PORT) will not reach a server listening there.
 */
const refusedByClients = new Set([10080]);

/** Whether freePort may hand out `port`: not MongoDB's, not one clients refuse. */
function pickable(port) {
  return !refusedByClients.has(port) && !(port >= 27017 && port <= 27019);
}

/**
 * A port free now, for a process started later to bind. Picked at random
 * below the systems' ephemeral ranges (Linux 32768+, others 49152+), and
 * not MongoDB's: a port the system hands out may be taken, before the
 * process binds it, by any outgoing connection or port-0 listener on the
 * machine, and the process then fails to start. Claimed machine-wide
 * (claimPort) against other processes of ours drawing it meanwhile.
 * (`draw`: where the candidates come from, for a test to choose them.)
 */
async function freePort(draw = () => 10000 + crypto.randomInt(22000)) {
  for (let i = 0; i < 50; i++) {
    const pick = draw();
    if (handedOut.has(pick) || !pickable(pick)) continue;
    handedOut.add(pick);
    if (!claimPort(pick)) continue;
    const port = await tryPort(pick);
    if (port) return port;
  }
  const port = await tryPort(0);
  if (!port) throw new Error('no free port on 127.0.0.1');
  return port;
}

/** Whether `file` is a file this process may run. */
function executable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The path of the program `name` on `env.PATH`, or undefined. */
function onPath(name, env = process.env) {
  for (const dir of (env.PATH || '').split(path.delimiter)) {
    if (dir && executable(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

/** Whether something accepts TCP connections at host:port. */
function reachable(host, port, timeoutMs = 500) {
  return new Promise((resolve) => {
    const s = net.connect({ host, port });
    const done = (ok) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(timeoutMs, () => done(false));
    s.once('connect', () => done(true));
    s.once('error', () => done(false));
  });
}

function hostPort(url, defPort) {
  const u = new URL(url.includes('://') ? url.split(',')[0] : `x://${url}`);
  return { host: u.hostname || '127.0.0.1', port: Number(u.port) || defPort };
}

/** mongodb://… with the database set to `db`. */
function mongoUrlFor(base, db) {
  const u = new URL(base);
  u.pathname = `/${db}`;
  return u.toString();
}

module.exports = {
  root,
  services,
  buildDevdb,
  buildTs,
  buildTsInBackground,
  buildConsole,
  devdbBin,
  newKeyPair,
  freePort,
  PORT_CLAIMS,
  pickable,
  executable,
  onPath,
  reachable,
  hostPort,
  // The process helpers (scripts/processes.js), where every script has always found them.
  ...processes,
  mongoUrlFor,
  // The heap settings (scripts/node-support.js), where the start, the bench and the tests have always found them.
  ONE_PROCESS_HEAP,
  nodeOptions,
  allocatorEnv,
  v8Flags,
};
