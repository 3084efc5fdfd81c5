import * as apps from 'kubernetes-models/apps/v1';
import * as autoscaling from 'kubernetes-models/autoscaling/v2';
import * as networking from 'kubernetes-models/networking.k8s.io/v1';
import * as policy from 'kubernetes-models/policy/v1';
import * as core from 'kubernetes-models/v1';
import { allowed, byKind, containerEnv, type K8sObject, named, type Pod, pods, renderOverlays, selects, targetPort } from './kubernetes';
import { effective, endpoints, envProblems, isSecretName, isStackHost, listenPorts, type ProcessEnv, processNames, processVariables } from './support';

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
const dataImages: Record<string, RegExp> = { mongodb: /^mongo:7(\.|$)/, redis: /^redis:/, nats: /^nats:/ };

const overlays = ['dev', 'prod'];
let rendered: Record<string, K8sObject[]>;

beforeAll(() => {
  rendered = renderOverlays(overlays);
});

/** What a test reads from one rendered overlay. */
function view(overlay: string) {
  const objects = rendered[overlay]!;
  const all = pods(objects);
  const podOf = (proc: string) => all.find((p) => p.labels['app.kubernetes.io/name'] === proc);
  const env: ProcessEnv = {};
  for (const proc of processNames) {
    const c = podOf(proc)?.spec.containers[0];
    env[proc] = c ? Object.fromEntries(Object.entries(containerEnv(objects, c)).map(([k, v]) => [k, v.value])) : {};
  }
  /** The pods a Service reaches on `port`, with the container port it lands on. */
  const reach = (service: string, port: number) => {
    const svc = named(objects, 'Service', service);
    const sp = (svc?.spec.ports ?? []).find((p: any) => p.port === port);
    if (!svc || !sp) return [];
    return all
      .filter((p) => selects({ matchLabels: svc.spec.selector }, p.labels))
      .map((pod) => ({ pod, port: targetPort(sp, pod) }))
      .filter((x): x is { pod: Pod; port: number } => x.port !== undefined);
  };
  /** Every connection the processes' configuration asks for: "src → dst:port". */
  const connections = new Set<string>();
  for (const proc of processNames) {
    for (const e of Object.values(env[proc]!).flatMap(endpoints).filter((x) => isStackHost(x.host))) {
      for (const t of reach(e.host, e.port)) connections.add(`${proc} → ${t.pod.name}:${t.port}`);
    }
  }
  const metricsPort = (pod: Pod) => (pod.annotations['prometheus.io/scrape'] === 'true' ? Number(pod.annotations['prometheus.io/port']) : undefined);
  return { objects, pods: all, podOf, env, reach, connections, metricsPort };
}

describe.each(overlays)('the %s overlay of deploy/k8s', (overlay) => {
  it('renders only objects that are valid against the Kubernetes schemas', () => {
    const invalid: string[] = [];
    for (const o of rendered[overlay]!) {
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
    expect(byKind(rendered[overlay]!, 'Namespace')).toHaveLength(1);
    for (const o of rendered[overlay]!.filter((x) => x.kind !== 'Namespace')) expect(o.metadata.namespace).toBe(byKind(rendered[overlay]!, 'Namespace')[0]!.metadata.name);
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

  it('sets every variable a process needs, and only variables that process reads', () => {
    expect(envProblems(view(overlay).env)).toEqual({ unread: [], unset: [], misplaced: [] });
  });

  it('takes secrets from Secrets and every other value from ConfigMaps, none of them unused', () => {
    const { objects, pods: all } = view(overlay);
    const wrong: string[] = [];
    const used = new Set<string>();
    for (const pod of all) {
      for (const c of pod.spec.containers) {
        for (const src of c.envFrom ?? []) used.add(src.configMapRef ? `ConfigMap/${src.configMapRef.name}` : `Secret/${src.secretRef.name}`);
        for (const [name, v] of Object.entries(containerEnv(objects, c))) {
          if (v.from === 'literal') wrong.push(`${pod.name}: ${name} is written in the manifest`);
          if (isSecretName(name) && v.from !== 'Secret') wrong.push(`${pod.name}: ${name} is not in a Secret`);
        }
      }
    }
    for (const o of [...byKind(objects, 'ConfigMap'), ...byKind(objects, 'Secret')]) {
      if (!used.has(`${o.kind}/${o.metadata.name}`)) wrong.push(`${o.kind} ${o.metadata.name} is used by no pod`);
    }
    expect(wrong).toEqual([]);
    const identityOnly = all.filter((p) => p.spec.containers.some((c: any) => 'JWT_PRIVATE_KEY' in containerEnv(objects, c)));
    expect(identityOnly.map((p) => p.name)).toEqual(['identity']);
  });

  it('declares the ports each process listens on, and probes readiness and liveness there', () => {
    const { pods: all, podOf, env } = view(overlay);
    for (const proc of processNames) {
      const pod = podOf(proc)!;
      const ports = listenPorts(env, proc);
      expect({ proc, ports: [...pod.ports].sort() }).toEqual({ proc, ports: Object.values(ports).sort() });
      const c = pod.spec.containers[0];
      const probePort = (probe: any) => {
        const p = probe?.grpc?.port ?? probe?.httpGet?.port ?? probe?.tcpSocket?.port;
        return typeof p === 'string' ? pod.namedPorts[p] : p;
      };
      if (ports.GRPC_PORT !== undefined) {
        expect({ proc, readiness: c.readinessProbe?.grpc?.port }).toEqual({ proc, readiness: ports.GRPC_PORT });
        expect({ proc, liveness: probePort(c.livenessProbe) }).toEqual({ proc, liveness: ports.GRPC_PORT });
      } else {
        expect({ proc, readiness: c.readinessProbe?.httpGet?.path, port: probePort(c.readinessProbe) }).toEqual({ proc, readiness: '/readyz', port: ports.PORT });
        expect({ proc, liveness: c.livenessProbe?.httpGet?.path, port: probePort(c.livenessProbe) }).toEqual({ proc, liveness: '/healthz', port: ports.PORT });
      }
    }
    for (const pod of all) {
      for (const c of pod.spec.containers) expect({ pod: pod.name, readiness: !!c.readinessProbe, liveness: !!c.livenessProbe }).toEqual({ pod: pod.name, readiness: true, liveness: true });
    }
  });

  it('points every address a process is given at a Service that reaches a process or store listening there', () => {
    const { env, reach } = view(overlay);
    const wrong: string[] = [];
    for (const proc of processNames) {
      for (const [name, value] of Object.entries(env[proc]!)) {
        for (const e of endpoints(value).filter((x) => isStackHost(x.host))) {
          const targets = reach(e.host, e.port);
          const ok =
            targets.length > 0 &&
            targets.every(({ pod, port }) => {
              const target = pod.labels['app.kubernetes.io/name']!;
              if (processNames.includes(target)) return Object.values(listenPorts(env, target)).includes(port);
              const image = dataImages[e.scheme ?? ''];
              return image !== undefined && pod.spec.containers.some((c: any) => image.test(c.image));
            });
          if (!ok) wrong.push(`${proc}: ${name}=${value}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives every service its own MongoDB 7', () => {
    const { env, reach, pods: all } = view(overlay);
    const readers = processNames.filter((p) => processVariables()[p]!.some((v) => v.name === 'MONGO_URL'));
    const dbPods = readers.map((p) => {
      const e = endpoints(env[p]!.MONGO_URL!)[0]!;
      return reach(e.host, e.port).map((t) => t.pod.name);
    });
    for (const names of dbPods) expect(names).toHaveLength(1);
    expect(new Set(dbPods.flat()).size).toBe(readers.length);
    const mongos = all.filter((p) => p.spec.containers.some((c: any) => /^mongo:/.test(c.image)));
    expect(mongos.map((p) => p.name).sort()).toEqual(dbPods.flat().sort());
  });

  it('lets only the gateway reach the services, and only each service its own database', () => {
    const { objects, pods: all, podOf, connections, metricsPort, env } = view(overlay);
    const wrong: string[] = [];
    const gateway = podOf('gateway')!;
    for (const dst of all.filter((p) => p !== gateway)) {
      for (const port of dst.ports) {
        for (const src of all) {
          const wanted = connections.has(`${src.labels['app.kubernetes.io/name']} → ${dst.name}:${port}`);
          if (allowed(objects, src, dst, port) !== wanted) wrong.push(`${src.name} → ${dst.name}:${port} ${wanted ? 'refused' : 'allowed'}`);
        }
        // From other namespaces: only Prometheus, to the metrics port.
        const scrape = port === metricsPort(dst);
        if (allowed(objects, 'elsewhere', dst, port) !== scrape) wrong.push(`elsewhere → ${dst.name}:${port} ${scrape ? 'refused' : 'allowed'}`);
      }
    }
    // The gateway is the public entry (the ingress controller lives elsewhere).
    expect(allowed(objects, 'elsewhere', gateway, Number(env.gateway!.PORT))).toBe(true);
    expect(wrong).toEqual([]);
    // The graph is not empty: the gateway calls every service.
    for (const proc of processNames.filter((p) => p !== 'gateway')) {
      expect([...connections].some((c) => c.startsWith('gateway → ') && c.includes(` ${proc}:`))).toBe(true);
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

  it('gives a stopping process the time to finish its work before it is killed', () => {
    const { podOf, env } = view(overlay);
    for (const proc of processNames) {
      const pod = podOf(proc)!;
      const sleep = pod.spec.containers[0].lifecycle?.preStop?.exec?.command;
      const preStopMs = sleep?.[0] === 'sleep' ? Number(sleep[1]) * 1000 : 0;
      const shutdownMs = Number(effective(env, proc, 'SHUTDOWN_TIMEOUT_MS'));
      const graceMs = (pod.spec.terminationGracePeriodSeconds ?? 30) * 1000;
      expect({ proc, enough: graceMs >= preStopMs + shutdownMs + 2000 }).toEqual({ proc, enough: true });
    }
  });

  it('lets Prometheus find every process on its METRICS_PORT', () => {
    const { podOf, env, metricsPort } = view(overlay);
    for (const proc of processNames) {
      const pod = podOf(proc)!;
      const port = Number(env[proc]!.METRICS_PORT);
      expect({ proc, annotated: metricsPort(pod), declared: pod.namedPorts.metrics }).toEqual({ proc, annotated: port, declared: port });
      expect(pod.annotations['prometheus.io/path']).toBe('/metrics');
    }
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
