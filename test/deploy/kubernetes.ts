import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as YAML from 'yaml';
import { root } from './support';

/**
 * Renders the overlays of deploy/k8s with the pinned kustomize (built once
 * by scripts/build.js) and reads what the tests need from the objects:
 * pods, their environment, Services, and what the NetworkPolicies allow.
 */

// eslint-disable-next-line @typescript-eslint/no-require-imports
const tools = require('../../scripts/deploy-tools.js') as { kustomize(dir: string): string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const secrets = require('../../scripts/make-secrets.js') as {
  k8sSecretFiles(): Record<string, Record<string, string>>;
  writeMissing(dir: string, files: Record<string, Record<string, string>>, quote: boolean): string[];
};

/* eslint-disable @typescript-eslint/no-explicit-any */
export type K8sObject = { apiVersion: string; kind: string; metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> }; [k: string]: any };

/**
 * Each overlay rendered from a copy of deploy/k8s whose secrets/ folders are
 * written by make-secrets (as a user does), never from the developer's own.
 */
export function renderOverlays(overlays: string[]): Record<string, K8sObject[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bms-k8s-'));
  try {
    fs.cpSync(path.join(root, 'deploy', 'k8s'), dir, { recursive: true, filter: (src) => path.basename(src) !== 'secrets' });
    const out: Record<string, K8sObject[]> = {};
    for (const o of overlays) {
      const overlay = path.join(dir, 'overlays', o);
      secrets.writeMissing(path.join(overlay, 'secrets'), secrets.k8sSecretFiles(), false);
      out[o] = YAML.parseAllDocuments(tools.kustomize(overlay)).map((d) => d.toJS() as K8sObject);
    }
    return out;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface Selector {
  matchLabels?: Record<string, string>;
  matchExpressions?: Array<{ key: string; operator: string; values?: string[] }>;
}

/** A label selector; an empty one selects everything. */
export function selects(sel: Selector | undefined, labels: Record<string, string>): boolean {
  if (!sel) return true;
  for (const [k, v] of Object.entries(sel.matchLabels ?? {})) if (labels[k] !== v) return false;
  for (const e of sel.matchExpressions ?? []) {
    const has = e.key in labels;
    const ok =
      e.operator === 'In' ? has && e.values!.includes(labels[e.key]!)
      : e.operator === 'NotIn' ? !has || !e.values!.includes(labels[e.key]!)
      : e.operator === 'Exists' ? has
      : e.operator === 'DoesNotExist' ? !has
      : undefined;
    if (ok === undefined) throw new Error(`unknown selector operator ${e.operator}`);
    if (!ok) return false;
  }
  return true;
}

export interface Pod {
  /** the workload's name (Deployment or StatefulSet) */
  name: string;
  workload: K8sObject;
  labels: Record<string, string>;
  annotations: Record<string, string>;
  spec: any;
  /** containerPort numbers by name, and every port number */
  namedPorts: Record<string, number>;
  ports: number[];
}

export function pods(objects: K8sObject[]): Pod[] {
  return objects
    .filter((o) => ['Deployment', 'StatefulSet', 'DaemonSet'].includes(o.kind))
    .map((o) => {
      const spec = o.spec.template.spec;
      const all = [...(spec.containers ?? []), ...(spec.initContainers ?? [])];
      const containerPorts = all.flatMap((c: any) => (c.ports ?? []) as Array<{ name?: string; containerPort: number }>);
      return {
        name: o.metadata.name,
        workload: o,
        labels: o.spec.template.metadata?.labels ?? {},
        annotations: o.spec.template.metadata?.annotations ?? {},
        spec,
        namedPorts: Object.fromEntries(containerPorts.filter((p) => p.name).map((p) => [p.name!, p.containerPort])),
        ports: containerPorts.map((p) => p.containerPort),
      };
    });
}

export const byKind = (objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind);
export const named = (objects: K8sObject[], kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);

export interface EnvValue {
  value: string;
  /** where it comes from: ConfigMap, Secret, the manifest itself, or the pod (its own name: the downward API's fieldRef) */
  from: 'ConfigMap' | 'Secret' | 'literal' | 'pod';
}

function dataOf(obj: K8sObject | undefined): Record<string, string> | undefined {
  if (!obj) return undefined;
  if (obj.kind === 'Secret') {
    const decoded = Object.fromEntries(Object.entries((obj.data ?? {}) as Record<string, string>).map(([k, v]) => [k, Buffer.from(v, 'base64').toString()]));
    return { ...decoded, ...(obj.stringData ?? {}) };
  }
  return obj.data ?? {};
}

/**
 * A container's environment as the kubelet builds it: envFrom in order
 * (a later source wins), then env. Throws on a reference to nothing.
 */
export function containerEnv(objects: K8sObject[], container: any): Record<string, EnvValue> {
  const env: Record<string, EnvValue> = {};
  for (const src of container.envFrom ?? []) {
    const [kind, ref] = src.configMapRef ? ['ConfigMap', src.configMapRef] : ['Secret', src.secretRef];
    const data = dataOf(named(objects, kind, ref.name));
    if (!data && !ref.optional) throw new Error(`${container.name}: envFrom names the missing ${kind} ${ref.name}`);
    for (const [k, v] of Object.entries(data ?? {})) env[`${src.prefix ?? ''}${k}`] = { value: v, from: kind as EnvValue['from'] };
  }
  for (const e of container.env ?? []) {
    if ('value' in e) env[e.name] = { value: String(e.value), from: 'literal' };
    else if (e.valueFrom?.configMapKeyRef || e.valueFrom?.secretKeyRef) {
      const [kind, ref] = e.valueFrom.configMapKeyRef ? ['ConfigMap', e.valueFrom.configMapKeyRef] : ['Secret', e.valueFrom.secretKeyRef];
      const value = dataOf(named(objects, kind, ref.name))?.[ref.key];
      if (value === undefined && !ref.optional) throw new Error(`${container.name}: ${e.name} names the missing ${kind} key ${ref.name}/${ref.key}`);
      if (value !== undefined) env[e.name] = { value, from: kind as EnvValue['from'] };
    } else if (e.valueFrom?.fieldRef) env[e.name] = { value: `(the pod's ${e.valueFrom.fieldRef.fieldPath})`, from: 'pod' };
    else env[e.name] = { value: '(from the downward API)', from: 'literal' };
  }
  return env;
}

/** The port number a Service port reaches on a pod (targetPort by number or name). */
export function targetPort(servicePort: { port: number; targetPort?: number | string }, pod: Pod): number | undefined {
  const t = servicePort.targetPort ?? servicePort.port;
  const n = typeof t === 'number' ? t : pod.namedPorts[t];
  return n !== undefined && pod.ports.includes(n) ? n : undefined;
}

/** Who asks for a connection: a pod of the namespace, or a pod of another namespace. */
export type Source = Pod | 'elsewhere';

/**
 * Whether the NetworkPolicies of the namespace let `src` open a TCP
 * connection to `port` of `dst` (ingress rules; the namespace's own labels
 * decide namespaceSelectors). A pod no policy selects is open to all.
 */
export function allowed(objects: K8sObject[], src: Source, dst: Pod, port: number): boolean {
  const ns = byKind(objects, 'Namespace')[0];
  const nsLabels = { 'kubernetes.io/metadata.name': ns?.metadata.name ?? '', ...(ns?.metadata.labels ?? {}) };
  const policies = byKind(objects, 'NetworkPolicy').filter(
    (p) => (p.spec.policyTypes ?? ['Ingress']).includes('Ingress') && selects(p.spec.podSelector, dst.labels),
  );
  if (policies.length === 0) return true;
  const portMatches = (ports: Array<{ port?: number | string; endPort?: number; protocol?: string }> | undefined) =>
    !ports?.length ||
    ports.some((p) => {
      if ((p.protocol ?? 'TCP') !== 'TCP') return false;
      if (p.port === undefined) return true;
      const n = typeof p.port === 'number' ? p.port : dst.namedPorts[p.port];
      return n !== undefined && (p.endPort ? port >= n && port <= p.endPort : port === n);
    });
  const peerMatches = (peer: { podSelector?: Selector; namespaceSelector?: Selector; ipBlock?: unknown }) => {
    if (peer.ipBlock) return true; // addresses may be anyone's: counted as open
    if (peer.namespaceSelector) {
      if (src === 'elsewhere') return true; // some other namespace may match
      return selects(peer.namespaceSelector, nsLabels) && selects(peer.podSelector, src.labels);
    }
    return src !== 'elsewhere' && selects(peer.podSelector, src.labels);
  };
  return policies.some((p) =>
    ((p.spec.ingress ?? []) as Array<{ from?: any[]; ports?: any[] }>).some(
      (rule) => portMatches(rule.ports) && (!rule.from?.length || rule.from.some(peerMatches)),
    ),
  );
}
/* eslint-enable @typescript-eslint/no-explicit-any */
