import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { ChildProcess } from 'node:child_process';

// The scripts' helpers (plain CommonJS), shared with the all-in-one start.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const lib = require('../../scripts/lib.js') as {
  root: string;
  services: Array<{ name: string; port: number }>;
  buildDevdb(): string;
  buildTs(): void;
  buildConsole(): void;
  devdbBin: string;
  newKeyPair(): { privateKey: string; publicKey: string };
  /** `draw`: the candidates, in place of random ones in 10000–31999 */
  freePort(draw?: () => number): Promise<number>;
  /** where freePort claims the ports it hands out, for every process of the machine */
  PORT_CLAIMS: string;
  pickable(port: number): boolean;
  reachable(host: string, port: number, timeoutMs?: number): Promise<boolean>;
  onPath(name: string, env?: NodeJS.ProcessEnv): string | undefined;
  startProcess(
    name: string,
    cmd: string,
    args: string[],
    opts: { env: NodeJS.ProcessEnv; ready: RegExp; logFile?: string; timeoutMs?: number },
  ): { child: ChildProcess; started: Promise<RegExpMatchArray> };
  stopProcess(child: ChildProcess, graceMs?: number): Promise<void>;
  /** The processes below `root` (its children and theirs); one that ends meanwhile is left out. */
  processesBelow(root: number): number[];
  nodeProcessesBelow(root: number): number[];
  /** `pid` itself when it runs Node, and the Node processes below it. */
  nodeProcessesOf(pid: number): number[];
  /** Whether process `pid` runs Node (by its executable). */
  runsNode(pid: number): boolean;
  mongoUrlFor(base: string, db: string): string;
  /** The first host and port of a URL (mongodb://a:1,b:2/… or host:port). */
  hostPort(url: string, defPort: number): { host: string; port: number };
  /** NODE_OPTIONS for a process of ours: the caller's, with the flags of `heap` it does not name (scripts/node-support.js). */
  nodeOptions(given?: string, heap?: { oldSpaceMb: number; semiSpaceMb: number }): string;
  /** The heap of the all-in-one process, whose services thread runs all six services. */
  ONE_PROCESS_HEAP: { oldSpaceMb: number; semiSpaceMb: number };
  /** MALLOC_ARENA_MAX for a process of ours: the caller's, else two (scripts/node-support.js). */
  allocatorEnv(env?: NodeJS.ProcessEnv): { MALLOC_ARENA_MAX: string };
  /** The V8 flags of every process of ours that the Node binary `node` knows. */
  v8Flags(node?: string): string[];
};

export { lib };

/** What the test stack is: written by global setup, read by every test file. */
export interface StackInfo {
  dir: string;
  /** when the run began (ms since the epoch; its namespace begins with it, in base 36) */
  started: number;
  namespace: string;
  mongoBase: string;
  /**
   * Put before every database name of the run: empty on a server the run
   * started (devdb or mongod), the run's own on a shared one (MONGO_URL), so
   * that the run neither sees nor leaves other data.
   */
  dbPrefix: string;
  /** which MongoDB the run uses (scripts/mongo.js: url, mongod, memory-server, devdb) */
  mongoKind: string;
  natsUrl: string;
  redisUrl: string;
  redisPrefix: string;
  privateKey: string;
  publicKey: string;
  /** what the services present to each other (INTERNAL_TOKEN) */
  internalToken: string;
  admin: { email: string; password: string };
  grpc: Record<string, string>;
  /** base URLs of the services' HTTP servers (files: uploads and downloads) */
  http: Record<string, string>;
  pids: Record<string, number>;
  /** the one port on 127.0.0.1 where identity may deliver webhooks (the tests' receiver) */
  webhookPort?: number;
}

/** The file where every service of the run writes its query shapes. */
export function queryLog(info: Pick<StackInfo, 'dir'>): string {
  return path.join(info.dir, 'query-shapes.jsonl');
}

/** The URL of a database of the test run. */
export function dbUrl(info: Pick<StackInfo, 'mongoBase' | 'dbPrefix'>, db: string): string {
  return lib.mongoUrlFor(info.mongoBase, `${info.dbPrefix ?? ''}${db}`);
}

export const STACK_FILE_ENV = 'BMS_TEST_STACK';

export function readStack(): StackInfo {
  const file = process.env[STACK_FILE_ENV];
  if (!file) throw new Error('the test stack is not running (jest globalSetup)');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as StackInfo;
}

/** What a service is started from: a stack's settings, and the addresses of its services started so far, if any. */
export type ServiceInfo = Omit<StackInfo, 'grpc' | 'http' | 'pids'> & { grpc?: StackInfo['grpc'] };

/** Services' gRPC addresses as the processes read them (<NAME>_GRPC_URL). */
export function grpcUrls(grpc: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(grpc).map(([n, a]) => [`${n.toUpperCase()}_GRPC_URL`, a]));
}

/**
 * The environment a service process of the test stack gets: the addresses
 * of the services `info` names (a service left to its default address,
 * 127.0.0.1:50051 for identity, would reach whatever listens there, another
 * run's process perhaps), `extra` on top.
 */
export function serviceEnv(info: ServiceInfo, name: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    GRPC_PORT: '0',
    MONGO_URL: dbUrl(info, name),
    NATS_URL: info.natsUrl,
    EVENTS_NAMESPACE: info.namespace,
    JWT_PUBLIC_KEY: info.publicKey,
    INTERNAL_TOKEN: info.internalToken,
    REDIS_URL: info.redisUrl,
    REDIS_PREFIX: info.redisPrefix,
    LOG_LEVEL: 'info',
    SHUTDOWN_TIMEOUT_MS: '5000',
    METRICS_PORT: '0',
    // JetStream reserves a stream's storage up front: test streams stay small.
    EVENTS_STREAM_MAX_BYTES: String(32 * 1024 * 1024),
    // Every query shape of the run, for the index check (test/e2e/query-shapes.test.ts).
    QUERY_LOG: queryLog(info),
    ...grpcUrls(info.grpc),
    ...(name === 'identity'
      ? {
          JWT_PRIVATE_KEY: info.privateKey,
          BOOTSTRAP_ADMIN_EMAIL: info.admin.email,
          BOOTSTRAP_ADMIN_PASSWORD: info.admin.password,
          ...(info.webhookPort
            ? { WEBHOOK_ALLOWED_TARGETS: `127.0.0.1:${info.webhookPort}`, WEBHOOK_FIRST_RETRY_MS: '250', WEBHOOK_RETRY_FOR_SECONDS: '5' }
            : {}),
        }
      : {}),
    ...extra,
  };
}

/** Starts one service process from its build; resolves with it and its gRPC address. */
export async function startService(
  info: ServiceInfo,
  name: string,
  extra: NodeJS.ProcessEnv = {},
  logName = name,
): Promise<{ child: ChildProcess; address: string; metricsPort: number }> {
  const p = lib.startProcess(name, process.execPath, [path.join(lib.root, 'services', name, 'dist', 'main.js')], {
    env: serviceEnv(info, name, extra),
    ready: /"msg":"grpc listening".*?"port":(\d+)|"port":(\d+).*?"msg":"grpc listening"/,
    logFile: path.join(info.dir, `${logName}.log`),
  });
  const m = await p.started;
  const metrics = /"metrics_port":(\d+)/.exec(m.input ?? '');
  return { child: p.child, address: `127.0.0.1:${m[1] ?? m[2]}`, metricsPort: Number(metrics?.[1] ?? 0) };
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** The ports a start of scripts/start.js listens on. */
export interface StartPorts {
  gw: number;
  db: number;
  grpc: number[];
}

/**
 * The environment of the README's start command (scripts/start.js) on free
 * ports and the data folder `dir`, with the test run's NATS and Redis under
 * names of its own (`label`): streams under the run's namespace and keys
 * under its Redis prefix, so that the global teardown removes them.
 */
export async function startScriptEnv(dir: string, label: string): Promise<{ env: NodeJS.ProcessEnv; ports: StartPorts }> {
  const info = readStack();
  const [gw, db, files, ...grpc] = await Promise.all(Array.from({ length: 9 }, () => lib.freePort()));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    BMS_DATA_DIR: dir,
    PORT: String(gw),
    DEVDB_PORT: String(db),
    FILES_HTTP_PORT: String(files),
    METRICS_PORT_BASE: '0',
    NATS_URL: info.natsUrl,
    REDIS_URL: info.redisUrl,
    EVENTS_NAMESPACE: `${info.namespace}${label}`,
    // JetStream reserves each stream's limit up front (1 GiB by default, 7
    // streams): on the shared server, starts running side by side would
    // exhaust its storage and a service would fail to start.
    EVENTS_STREAM_MAX_BYTES: String(32 * 1024 * 1024),
    CHANGES_MAX_BYTES: String(32 * 1024 * 1024),
    // Under the run's prefix, as the streams are under its namespace: the global teardown removes
    // its keys too (revocations:complete has no expiry: each start left one in the shared Redis).
    REDIS_PREFIX: `${info.redisPrefix}${label}:${Date.now().toString(36)}:`,
    // No download host beyond loopback: a host that never resolves.
    MONGOMS_DOWNLOAD_MIRROR: 'https://fastdl.invalid',
    MONGOMS_DOWNLOAD_DIR: path.join(dir, 'mongodb-binaries'),
    ...Object.fromEntries(lib.services.map((s, i) => [`${s.name.toUpperCase()}_GRPC_PORT`, String(grpc[i])])),
  };
  return { env, ports: { gw: gw!, db: db!, grpc } };
}

/**
 * What a test's gateway needs to reach the stack's services, Redis and NATS
 * (the run's CHANGES stream, never another's), with limits out of reach;
 * `extra` on top.
 */
export function gatewayEnv(extra: Record<string, string> = {}): Record<string, string> {
  const stack = readStack();
  return {
    ...grpcUrls(stack.grpc),
    FILES_HTTP_URL: stack.http.files!,
    JWT_PUBLIC_KEY: stack.publicKey,
    REDIS_URL: stack.redisUrl,
    REDIS_PREFIX: stack.redisPrefix,
    NATS_URL: stack.natsUrl,
    EVENTS_NAMESPACE: stack.namespace,
    EVENTS_STREAM_MAX_BYTES: String(32 * 1024 * 1024),
    CHANGES_MAX_BYTES: String(32 * 1024 * 1024),
    TRUSTED_PROXIES: 'loopback',
    RATE_LIMIT_LOGIN: '100000',
    RATE_LIMIT_SEND_OTP: '100000',
    RATE_LIMIT_RECOVERY: '100000',
    RATE_LIMIT_PHONE_VERIFY: '100000',
    RATE_LIMIT_DEFAULT: '100000',
    LOG_LEVEL: 'silent',
    ...extra,
  };
}
