import { execFileSync } from 'node:child_process';
import * as path from 'node:path';

/**
 * What the deploy tests compare the files of deploy/ and docker-compose.yml
 * with: the processes and the variables their config schemas read (from the
 * build, through scripts/process-config.js), never a list kept here.
 */

export const root = path.resolve(__dirname, '..', '..');

export interface Variable {
  name: string;
  default: string;
  required: boolean;
  description: string;
}

export interface ProcessInfo {
  name: string;
  dir: string;
  pkg: string;
  main: string;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const processConfig = require('../../scripts/process-config.js') as { processes: ProcessInfo[] };
export const processes = processConfig.processes;
export const processNames = processes.map((p) => p.name);

let variables: Record<string, Variable[]> | undefined;

/** Every process's variables, read from its built config in a plain node. */
export function processVariables(): Record<string, Variable[]> {
  variables ??= JSON.parse(
    execFileSync(process.execPath, [path.join(root, 'scripts', 'process-config.js')], { encoding: 'utf8' }),
  ) as Record<string, Variable[]>;
  return variables;
}

export function readsVariable(proc: string, name: string): boolean {
  return (processVariables()[proc] ?? []).some((v) => v.name === name);
}

/**
 * The variables a deployment must set, whatever their default: the required
 * ones, bind addresses and ports (a container listens on 0.0.0.0 at a known
 * port; GRPC_PORT's default 0 is a random one), and addresses of other
 * processes and stores whose default is this machine (in a container that
 * is the container itself).
 */
export function mustSet(v: Variable): boolean {
  return (
    v.required ||
    /(^|_)(HOST|PORT)$/.test(v.name) ||
    (/_URL$/.test(v.name) && /\b(127\.0\.0\.1|localhost)\b/.test(v.default))
  );
}

/** Variables whose values are secrets by their names (keys, passwords). */
export const isSecretName = (name: string) => /(_KEY|PASSWORD|SECRET)$/.test(name);

export interface Endpoint {
  scheme: string | undefined;
  host: string;
  port: number;
}

const defaultPorts: Record<string, number> = { mongodb: 27017, redis: 6379, nats: 4222, http: 80, https: 443 };

/** The addresses a value names: URLs (comma-separated lists too), gRPC's dns:///host:port, and host:port pairs. */
export function endpoints(value: string): Endpoint[] {
  const out: Endpoint[] = [];
  for (const part of value.split(',').map((s) => s.trim())) {
    const dns = /^dns:\/\/\/([a-z0-9][a-z0-9.-]*):(\d+)$/i.exec(part);
    if (dns) {
      out.push({ scheme: undefined, host: dns[1]!.toLowerCase(), port: Number(dns[2]) });
      continue;
    }
    const url = /^([a-z][a-z0-9+.-]*):\/\/([^/:?#]+)(?::(\d+))?/i.exec(part);
    if (url) {
      const scheme = url[1]!.toLowerCase();
      const port = url[3] ? Number(url[3]) : defaultPorts[scheme];
      if (port !== undefined) out.push({ scheme, host: url[2]!.toLowerCase(), port });
      continue;
    }
    const hostPort = /^([a-z0-9][a-z0-9.-]*):(\d+)$/i.exec(part);
    if (hostPort) out.push({ scheme: undefined, host: hostPort[1]!.toLowerCase(), port: Number(hostPort[2]) });
  }
  return out;
}

export const isLoopback = (host: string) => host === 'localhost' || host.startsWith('127.') || host === '::1';

/** A name inside the stack (a compose service, a Kubernetes Service), not a public host. */
export const isStackHost = (host: string) => !host.includes('.') && !isLoopback(host);

/** process → variable → value, as a deployment gives them. */
export type ProcessEnv = Record<string, Record<string, string>>;

/** Problems shared by compose and Kubernetes: what is set against what the code reads. */
export function envProblems(env: ProcessEnv): { unread: string[]; unset: string[]; misplaced: string[] } {
  const vars = processVariables();
  const unread: string[] = [];
  const unset: string[] = [];
  const misplaced: string[] = [];
  for (const proc of processNames) {
    const given = env[proc] ?? {};
    for (const name of Object.keys(given)) if (!readsVariable(proc, name)) unread.push(`${proc}: ${name}`);
    for (const v of vars[proc] ?? []) {
      const value = given[v.name];
      // REDIS_URL is optional to the code (in-memory limits), but replicas
      // must share one Redis for limits and revoked sessions to hold.
      if ((mustSet(v) || v.name === 'REDIS_URL') && !value) unset.push(`${proc}: ${v.name}`);
      if (value && /(^|_)HOST$/.test(v.name) && !['0.0.0.0', '::'].includes(value)) {
        misplaced.push(`${proc}: ${v.name}=${value} (a container must bind all addresses)`);
      }
      for (const e of value ? endpoints(value) : []) {
        if (isLoopback(e.host)) misplaced.push(`${proc}: ${v.name}=${value} points at the container itself`);
      }
    }
  }
  // Values the processes must share: those whose description says they must
  // match, and the events namespace (one stream and subject prefix for all).
  const shared = new Set(Object.values(vars).flat().filter((v) => /must match/.test(v.description) || v.name === 'EVENTS_NAMESPACE').map((v) => v.name));
  for (const name of shared) {
    const values = new Set(processNames.filter((p) => readsVariable(p, name)).map((p) => effective(env, p, name)));
    if (values.size > 1) misplaced.push(`${name} differs between processes: ${[...values].join(', ')}`);
  }
  return { unread, unset, misplaced };
}

/** The value of a variable for a process: as set, else the code's default. */
export function effective(env: ProcessEnv, proc: string, name: string): string | undefined {
  const given = env[proc]?.[name];
  if (given) return given;
  return processVariables()[proc]?.find((v) => v.name === name)?.default;
}

/** The variables of a process that name ports it listens on, with their values. */
export function listenPorts(env: ProcessEnv, proc: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of processVariables()[proc] ?? []) {
    if (!/(^|_)PORT$/.test(v.name)) continue;
    const value = effective(env, proc, v.name);
    if (value) out[v.name] = Number(value);
  }
  return out;
}

/** Linux's ephemeral range (net.ipv4.ip_local_port_range's default), where the kernel picks an outgoing connection's port. */
const EPHEMERAL = { from: 32768, to: 60999 };

/**
 * The ports among `ports` (where a process listens) that lie in Linux's
 * ephemeral range and are not in `reserved` (net.ipv4.ip_local_reserved_ports:
 * ports and ranges, comma-separated). A service binds its own ports before it
 * connects out (port-hold.ts), but any other process of its host, or of its
 * pod, could be given such a port for a connection first, and the service
 * would fail to start (EADDRINUSE).
 */
export function unreservedEphemeral(ports: number[], reserved: string | undefined): number[] {
  const ranges = (reserved ?? '')
    .split(',')
    .filter((s) => s.trim())
    .map((s) => s.split('-').map(Number) as [number, number?]);
  const isReserved = (p: number) => ranges.some(([a, b = a]) => p >= a && p <= b);
  return ports.filter((p) => p >= EPHEMERAL.from && p <= EPHEMERAL.to && !isReserved(p));
}
