import { byKind, containerEnv } from './kubernetes';
import { overlays, renderedOverlays } from './overlay-view';
import { effective, envProblems, isSecretName, listenPorts, processNames, unreservedEphemeral } from './support';

/* eslint-disable @typescript-eslint/no-explicit-any */

// What each process is given by the manifests: its variables, where they
// come from, its ports and probes, its metrics, its time to stop.

const { view } = renderedOverlays();

describe.each(overlays)('the %s overlay of deploy/k8s', (overlay) => {
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

  it('keeps every port a process listens on from its own outgoing connections (only safe sysctls set)', () => {
    const { pods: all, podOf, env } = view(overlay);
    const unreserved: Record<string, number[]> = {};
    for (const proc of processNames) {
      const sysctls = (podOf(proc)!.spec.securityContext?.sysctls ?? []) as Array<{ name: string; value: string }>;
      const reserved = sysctls.find((x) => x.name === 'net.ipv4.ip_local_reserved_ports')?.value;
      const left = unreservedEphemeral(Object.values(listenPorts(env, proc)), reserved);
      if (left.length) unreserved[proc] = left;
    }
    expect(unreserved).toEqual({});
    // What the restricted Pod Security Standard lets a pod set (Kubernetes 1.27 and later).
    const safe = ['kernel.shm_rmid_forced', 'net.ipv4.ip_local_port_range', 'net.ipv4.ip_unprivileged_port_start', 'net.ipv4.tcp_syncookies', 'net.ipv4.ping_group_range', 'net.ipv4.ip_local_reserved_ports'];
    const set = all.flatMap((pod) => ((pod.spec.securityContext?.sysctls ?? []) as Array<{ name: string }>).map((x) => x.name));
    expect(set.filter((name) => !safe.includes(name))).toEqual([]);
    expect(set.length).toBeGreaterThan(0);
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
});
