import * as apps from 'kubernetes-models/apps/v1';
import * as autoscaling from 'kubernetes-models/autoscaling/v2';
import * as networking from 'kubernetes-models/networking.k8s.io/v1';
import * as policy from 'kubernetes-models/policy/v1';
import * as core from 'kubernetes-models/v1';
import { byKind, named, selects } from './kubernetes';
import { overlays, renderedOverlays } from './overlay-view';
import { processNames } from './support';

/* eslint-disable @typescript-eslint/no-explicit-any */

// The Kubernetes JSON schemas that ship in kubernetes-models (compiled ajv
// validators), by apiVersion: a kind not listed here fails the test.
const models: Record<string, Record<string, unknown>> = {
  v1: core,
  'apps/v1': apps,
  'autoscaling/v2': autoscaling,
  'policy/v1': policy,
  'networking.k8s.io/v1': networking,
};

const { objects, view } = renderedOverlays();

describe.each(overlays)('the %s overlay of deploy/k8s', (overlay) => {
  it('renders only objects that are valid against the Kubernetes schemas', () => {
    const invalid: string[] = [];
    for (const o of objects(overlay)) {
      const Model = models[o.apiVersion]?.[o.kind] as (new (data: unknown) => { validate(): void }) | undefined;
      if (!Model) {
        invalid.push(`${o.kind} ${o.metadata.name}: no schema for ${o.apiVersion} ${o.kind}`);
        continue;
      }
      // kustomize wraps long base64 values over lines, which the API server's
      // decoder skips; the schema's "byte" format does not.
      const data = o.kind === 'Secret' && o.data ? Object.fromEntries(Object.entries(o.data as Record<string, string>).map(([k, v]) => [k, v.replace(/\s/g, '')])) : undefined;
      try {
        new Model(data ? { ...o, data } : o).validate();
      } catch (err) {
        invalid.push(`${o.kind} ${o.metadata.name}: ${(err as Error).message}`);
      }
    }
    expect(invalid).toEqual([]);
    expect(byKind(objects(overlay), 'Namespace')).toHaveLength(1);
    for (const o of objects(overlay).filter((x) => x.kind !== 'Namespace')) expect(o.metadata.namespace).toBe(byKind(objects(overlay), 'Namespace')[0]!.metadata.name);
  });

  it('asks for and limits every process’s memory to fit the heap limit of the image', () => {
    const v = view(overlay);
    for (const proc of processNames) {
      const r = v.podOf(proc)?.spec.containers[0]?.resources;
      expect({ proc, request: r?.requests?.memory, limit: r?.limits?.memory }).toEqual({ proc, request: '160Mi', limit: '256Mi' });
    }
  });

  it('has a Deployment, a Service, an autoscaler and a disruption budget for every process', () => {
    const { objects, podOf } = view(overlay);
    for (const proc of processNames) {
      const pod = podOf(proc);
      expect({ proc, kind: pod?.workload.kind }).toEqual({ proc, kind: 'Deployment' });
      // The autoscaler owns the count of replicas: the Deployment sets none.
      expect({ proc, replicas: pod!.workload.spec.replicas }).toEqual({ proc, replicas: undefined });
      const services = byKind(objects, 'Service').filter((s) => selects({ matchLabels: s.spec.selector }, pod!.labels));
      expect({ proc, services: services.map((s) => s.metadata.name) }).toEqual({ proc, services: [proc] });
      const hpas = byKind(objects, 'HorizontalPodAutoscaler').filter((h) => h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === pod!.name);
      expect({ proc, hpas: hpas.length }).toEqual({ proc, hpas: 1 });
      const hpa = hpas[0]!.spec;
      expect(hpa.minReplicas).toBeGreaterThanOrEqual(1);
      expect(hpa.maxReplicas).toBeGreaterThanOrEqual(hpa.minReplicas);
      const cpuTarget = hpa.metrics.find((m: any) => m.type === 'Resource' && m.resource.name === 'cpu');
      expect(cpuTarget?.resource.target.averageUtilization).toBeGreaterThan(0);
      const pdbs = byKind(objects, 'PodDisruptionBudget').filter((p) => selects(p.spec.selector, pod!.labels));
      expect({ proc, pdbs: pdbs.length }).toEqual({ proc, pdbs: 1 });
      // maxUnavailable never blocks a node drain, whatever the replica count.
      expect({ proc, maxUnavailable: pdbs[0]!.spec.maxUnavailable }).toEqual({ proc, maxUnavailable: 1 });
      expect(pod!.workload.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
    }
  });

  it('runs every pod under the restricted Pod Security Standard, with requests and limits', () => {
    const { objects, pods: all } = view(overlay);
    expect(byKind(objects, 'Namespace')[0]!.metadata.labels?.['pod-security.kubernetes.io/enforce']).toBe('restricted');
    const wrong: string[] = [];
    for (const pod of all) {
      const ps = pod.spec.securityContext ?? {};
      if (pod.spec.hostNetwork || pod.spec.hostPID || pod.spec.hostIPC) wrong.push(`${pod.name}: host namespaces`);
      if ((pod.spec.volumes ?? []).some((v: any) => v.hostPath)) wrong.push(`${pod.name}: hostPath volume`);
      if (pod.spec.automountServiceAccountToken !== false) wrong.push(`${pod.name}: mounts a service account token`);
      for (const c of [...pod.spec.containers, ...(pod.spec.initContainers ?? [])]) {
        const cs = c.securityContext ?? {};
        const at = `${pod.name}/${c.name}`;
        if ((cs.runAsNonRoot ?? ps.runAsNonRoot) !== true) wrong.push(`${at}: runAsNonRoot`);
        if ((cs.runAsUser ?? ps.runAsUser) === 0) wrong.push(`${at}: runs as root`);
        if (!['RuntimeDefault', 'Localhost'].includes((cs.seccompProfile ?? ps.seccompProfile)?.type)) wrong.push(`${at}: seccompProfile`);
        if (cs.allowPrivilegeEscalation !== false) wrong.push(`${at}: allowPrivilegeEscalation`);
        if (cs.privileged) wrong.push(`${at}: privileged`);
        if (!cs.capabilities?.drop?.includes('ALL')) wrong.push(`${at}: capabilities not dropped`);
        if ((cs.capabilities?.add ?? []).some((x: string) => x !== 'NET_BIND_SERVICE')) wrong.push(`${at}: adds capabilities`);
        for (const kind of ['requests', 'limits']) {
          for (const r of ['cpu', 'memory']) if (!c.resources?.[kind]?.[r]) wrong.push(`${at}: no ${kind}.${r}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("routes the Ingress to the gateway's HTTP port", () => {
    const { objects, env, reach } = view(overlay);
    const ingresses = byKind(objects, 'Ingress');
    expect(ingresses).toHaveLength(1);
    const backends = ingresses[0]!.spec.rules.flatMap((r: any) => r.http.paths.map((p: any) => p.backend.service));
    expect(backends.length).toBeGreaterThan(0);
    for (const b of backends) {
      const svc = named(objects, 'Service', b.name)!;
      const port = b.port.number ?? svc.spec.ports.find((p: any) => p.name === b.port.name)?.port;
      expect(reach(b.name, port).map((t) => [t.pod.name, t.port])).toEqual([['gateway', Number(env.gateway!.PORT)]]);
    }
  });

  it('runs each process from its own image at a pinned tag, and pinned stores', () => {
    const { pods: all, podOf } = view(overlay);
    for (const proc of processNames) {
      expect(podOf(proc)!.spec.containers[0].image).toMatch(new RegExp(`(^|/)(bms-)?${proc}:[\\w][\\w.-]*$`));
    }
    for (const pod of all) {
      for (const c of pod.spec.containers) expect(c.image).toMatch(/:(?!latest$)[\w][\w.-]*$/);
    }
  });
});

describe.each(overlays)('the %s overlay of deploy/k8s: events and replicas', (overlay) => {
  it('runs NATS as three nodes routed into one JetStream cluster, and every service keeps each stream on all three', () => {
    const { objects, env, pods: all } = view(overlay);
    const nats = all.find((p) => p.spec.containers.some((c: any) => /^nats:/.test(c.image)))!;
    expect(nats.workload.kind).toBe('StatefulSet');
    expect(nats.workload.spec.replicas).toBe(3);
    const args: string[] = nats.spec.containers[0].args;
    expect(args).toEqual(expect.arrayContaining(['--jetstream', '--name=$(POD_NAME)', '--cluster_name=bms']));
    const governing = named(objects, 'Service', nats.workload.spec.serviceName)!;
    expect(governing.spec.clusterIP).toBe('None');
    // A route to each of the three pods, by the names the governing Service gives them, on its cluster port.
    const routes = args[args.indexOf('--routes') + 1]!.split(',').map((r) => new URL(r));
    const clusterPort = governing.spec.ports.find((p: any) => p.name === 'cluster').port;
    expect(routes.map((u) => `${u.hostname}:${u.port}`).sort()).toEqual([0, 1, 2].map((i) => `${nats.name}-${i}.${governing.metadata.name}:${clusterPort}`));
    for (const proc of processNames.filter((p) => env[p]!.NATS_URL)) {
      expect({ proc, replicas: env[proc]!.EVENTS_STREAM_REPLICAS }).toEqual({ proc, replicas: '3' });
    }
  });

  it('spreads gRPC calls over every replica: headless Services, dns:/// targets (round-robin is the clients’ own)', () => {
    const { objects, env } = view(overlay);
    for (const proc of processNames) {
      for (const [name, value] of Object.entries(env[proc]!).filter(([k]) => /_GRPC_URL$/.test(k))) {
        expect({ proc, name, value }).toEqual({ proc, name, value: expect.stringMatching(/^dns:\/\/\/[a-z]+:\d+$/) });
        const host = /^dns:\/\/\/([a-z]+):/.exec(value)![1]!;
        expect({ host, clusterIP: named(objects, 'Service', host)?.spec.clusterIP }).toEqual({ host, clusterIP: 'None' });
      }
    }
  });
});

describe('the prod overlay of deploy/k8s', () => {
  it('keeps at least two replicas of every process, spread over nodes, and TLS on the Ingress', () => {
    const { objects, podOf } = view('prod');
    for (const hpa of byKind(objects, 'HorizontalPodAutoscaler')) expect({ hpa: hpa.metadata.name, min: hpa.spec.minReplicas >= 2 }).toEqual({ hpa: hpa.metadata.name, min: true });
    for (const proc of processNames) {
      const spread = podOf(proc)!.spec.topologySpreadConstraints ?? [];
      expect(spread.some((t: any) => selects(t.labelSelector, podOf(proc)!.labels))).toBe(true);
    }
    expect(byKind(objects, 'Ingress')[0]!.spec.tls?.[0]?.secretName).toBeTruthy();
  });
});
