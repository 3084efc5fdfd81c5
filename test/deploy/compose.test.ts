import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as YAML from 'yaml';
import { endpoints, envProblems, isSecretName, isStackHost, listenPorts, type ProcessEnv, processNames, processVariables, root, unreservedEphemeral } from './support';

// docker-compose.yml as docker compose reads it (compose-go, built once by
// scripts/build.js), with the .env that `make-secrets compose` writes.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tools = require('../../scripts/deploy-tools.js') as { composeConfig(file: string, envFile?: string): ComposeProject };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const secrets = require('../../scripts/make-secrets.js') as {
  composeEnv(): Record<string, string>;
  writeMissing(dir: string, files: Record<string, Record<string, string>>, quote: boolean): string[];
};

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  command?: string[] | null;
  environment?: Record<string, string | null>;
  ports?: Array<{ target: number; published?: string }>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean };
  mem_limit?: string | number;
  mem_reservation?: string | number;
  sysctls?: Record<string, string>;
}
interface ComposeProject {
  services: Record<string, ComposeService>;
}

const composeFile = path.join(root, 'docker-compose.yml');
const dataImages: Record<string, { image: RegExp; port: number }> = {
  mongodb: { image: /^mongo:7(\.|$)/, port: 27017 },
  redis: { image: /^redis:/, port: 6379 },
  nats: { image: /^nats:/, port: 4222 },
};

let dir: string;
let env: Record<string, string>;
let project: ComposeProject;
let processEnv: ProcessEnv;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bms-compose-'));
  env = secrets.composeEnv();
  secrets.writeMissing(dir, { '.env': env }, true);
  project = tools.composeConfig(composeFile, path.join(dir, '.env'));
  processEnv = Object.fromEntries(
    processNames.map((p) => [p, Object.fromEntries(Object.entries(project.services[p]?.environment ?? {}).filter(([, v]) => v))]),
  ) as ProcessEnv;
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('docker-compose.yml', () => {
  it('is a valid compose file that refuses to start without the secrets make-secrets writes', () => {
    expect(Object.keys(project.services).length).toBeGreaterThan(processNames.length);
    expect(() => tools.composeConfig(composeFile)).toThrow(/JWT_PUBLIC_KEY[\s\S]*node scripts\/make-secrets\.js compose/);
  });

  it('bounds every process’s memory above what its heap limit lets it reach', () => {
    for (const proc of processNames) {
      const svc = project.services[proc]!;
      // compose-go gives bytes
      expect({ proc, limit: Number(svc.mem_limit), reservation: Number(svc.mem_reservation) }).toEqual({ proc, limit: 256 * 2 ** 20, reservation: 160 * 2 ** 20 });
    }
  });

  it('runs every process as its own service, built from deploy/Dockerfile for that process', () => {
    for (const proc of processNames) {
      const svc = project.services[proc];
      expect({ proc, dockerfile: svc?.build?.dockerfile, process: svc?.build?.args?.PROCESS, image: svc?.image }).toEqual({
        proc,
        dockerfile: 'deploy/Dockerfile',
        process: proc,
        image: `bms-${proc}:local`,
      });
      expect(path.resolve(svc!.build!.context)).toBe(root);
    }
  });

  it('sets every variable a process needs, and only variables that process reads', () => {
    expect(envProblems(processEnv)).toEqual({ unread: [], unset: [], misplaced: [] });
  });

  it('takes the secrets from the environment (.env), never from the file itself', () => {
    const raw = YAML.parse(fs.readFileSync(composeFile, 'utf8'), { merge: true }) as { services: Record<string, { environment?: Record<string, string> }> };
    const written: string[] = [];
    for (const [name, svc] of Object.entries(raw.services)) {
      for (const [key, value] of Object.entries(svc.environment ?? {})) {
        if (isSecretName(key) && !/^\$\{[A-Z_]+(:?[-?][^}]*)?\}$/.test(String(value))) written.push(`${name}: ${key}`);
      }
    }
    expect(written).toEqual([]);
  });

  it('gets from make-secrets a key pair that signs and verifies, and 256-bit connection keys', () => {
    const pem = (v: string) => v.replace(/\\n/g, '\n');
    const priv = processEnv.identity?.JWT_PRIVATE_KEY;
    const signature = crypto.sign('sha256', Buffer.from('x'), pem(priv!));
    for (const proc of processNames) {
      expect(crypto.verify('sha256', Buffer.from('x'), pem(processEnv[proc]!.JWT_PUBLIC_KEY!), signature)).toBe(true);
    }
    expect(Buffer.from(env.CONNECTIONS_ENCRYPTION_KEY!, 'base64')).toHaveLength(32);
    expect(Buffer.from(env.CONNECTIONS_STATE_KEY!, 'base64')).toHaveLength(32);
  });

  it('gives every service its own MongoDB 7, and runs Redis and NATS with JetStream', () => {
    const readers = processNames.filter((p) => processVariables()[p]!.some((v) => v.name === 'MONGO_URL'));
    const mongoHosts = readers.map((p) => endpoints(processEnv[p]!.MONGO_URL!)[0]?.host);
    expect(new Set(mongoHosts).size).toBe(readers.length);
    for (const host of mongoHosts) expect(project.services[host!]?.image).toMatch(dataImages.mongodb!.image);
    const mongos = Object.entries(project.services).filter(([, s]) => s.image?.startsWith('mongo:'));
    expect(mongos.map(([n]) => n).sort()).toEqual([...mongoHosts].sort());
    const nats = Object.values(project.services).find((s) => s.image?.startsWith('nats:'));
    expect(nats?.command).toEqual(expect.arrayContaining(['--jetstream']));
  });

  it('points every address at a service of the stack that listens on that port', () => {
    const wrong: string[] = [];
    for (const proc of processNames) {
      for (const [name, value] of Object.entries(processEnv[proc]!)) {
        for (const e of endpoints(value).filter((x) => isStackHost(x.host))) {
          const target = project.services[e.host];
          const data = e.scheme ? dataImages[e.scheme] : undefined;
          const ok = !target
            ? false
            : processNames.includes(e.host)
              ? Object.values(listenPorts(processEnv, e.host)).includes(e.port)
              : data !== undefined && data.image.test(target.image ?? '') && data.port === e.port;
          if (!ok) wrong.push(`${proc}: ${name}=${value}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps every port a process listens on from its own outgoing connections', () => {
    const unreserved: Record<string, number[]> = {};
    for (const proc of processNames) {
      const left = unreservedEphemeral(Object.values(listenPorts(processEnv, proc)), project.services[proc]!.sysctls?.['net.ipv4.ip_local_reserved_ports']);
      if (left.length) unreserved[proc] = left;
    }
    expect(unreserved).toEqual({});
    expect(project.services.files!.sysctls).toEqual({ 'net.ipv4.ip_local_reserved_ports': '50056,50066' });
  });

  it('starts each process after everything it uses is healthy, and nothing else', () => {
    const problems: string[] = [];
    for (const proc of processNames) {
      const uses = [...new Set(Object.values(processEnv[proc]!).flatMap(endpoints).map((e) => e.host).filter(isStackHost))];
      const deps = project.services[proc]!.depends_on ?? {};
      expect({ proc, dependsOn: Object.keys(deps).sort() }).toEqual({ proc, dependsOn: uses.sort() });
      for (const [dep, { condition }] of Object.entries(deps)) {
        const check = project.services[dep]?.healthcheck;
        if (condition !== 'service_healthy') problems.push(`${proc} → ${dep}: ${condition}`);
        if (!check?.test?.length || check.disable) problems.push(`${dep} has no health check`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('health-checks every process with deploy/healthcheck.js and publishes only the gateway', () => {
    for (const proc of processNames) {
      expect(project.services[proc]!.healthcheck?.test).toEqual(['CMD', 'node', 'healthcheck.js']);
    }
    const published = Object.entries(project.services).filter(([, s]) => s.ports?.length);
    expect(published.map(([n]) => n)).toEqual(['gateway']);
    const gatewayPort = Number(processEnv.gateway!.PORT);
    expect(project.services.gateway!.ports).toEqual([expect.objectContaining({ target: gatewayPort, published: String(gatewayPort) })]);
  });

  it('runs NATS as a three-node JetStream cluster, and every service keeps each stream on all three nodes', () => {
    const nodes = Object.entries(project.services).filter(([, s]) => s.image?.startsWith('nats:'));
    expect(nodes).toHaveLength(3);
    const arg = (cmd: string[], flag: string) => cmd[cmd.indexOf(flag) + 1];
    for (const [name, node] of nodes) {
      const cmd = node.command ?? [];
      expect(cmd).toEqual(expect.arrayContaining(['--jetstream']));
      expect({ name, server: arg(cmd, '--name'), cluster: arg(cmd, '--cluster_name') }).toEqual({ name, server: name, cluster: 'bms' });
      // Each node routes to the other two, on the cluster port it listens on.
      const routes = endpoints(arg(cmd, '--routes') ?? '').map((e) => `${e.host}:${e.port}`);
      expect(routes.sort()).toEqual(nodes.filter(([n]) => n !== name).map(([n, other]) => `${n}:${endpoints(arg(other.command ?? [], '--cluster') ?? '')[0]?.port}`).sort());
    }
    for (const proc of processNames.filter((p) => processVariables()[p]!.some((v) => v.name === 'NATS_URL'))) {
      expect({ proc, nats: endpoints(processEnv[proc]!.NATS_URL!).map((e) => e.host).sort(), replicas: processEnv[proc]!.EVENTS_STREAM_REPLICAS }).toEqual({
        proc,
        nats: nodes.map(([n]) => n).sort(),
        replicas: '3',
      });
    }
  });
});
