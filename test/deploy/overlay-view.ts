import { containerEnv, type K8sObject, named, type Pod, pods, renderOverlays, selects, targetPort } from './kubernetes';
import { endpoints, isStackHost, type ProcessEnv, processNames } from './support';

/* eslint-disable @typescript-eslint/no-explicit-any */

export const overlays = ['dev', 'prod'];

/**
 * The overlays of deploy/k8s, rendered once before the tests of the file
 * that calls this; `objects(o)` and `view(o)` read them.
 */
export function renderedOverlays() {
  let rendered: Record<string, K8sObject[]>;
  beforeAll(() => {
    rendered = renderOverlays(overlays);
  });
  const objects = (overlay: string) => rendered[overlay]!;
  return { objects, view: (overlay: string) => view(objects(overlay)) };
}

/** What a test reads from one rendered overlay. */
function view(objects: K8sObject[]) {
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
  // A store's own peers: NATS nodes routed to each other (--routes nats://nats-0.nats:6222,…; a pod's name under its Service).
  for (const pod of all) {
    for (const c of pod.spec.containers) {
      const args: string[] = c.args ?? [];
      const i = args.indexOf('--routes');
      if (i < 0) continue;
      for (const e of endpoints(args[i + 1] ?? '')) {
        for (const t of reach(e.host.split('.')[1] ?? e.host, e.port)) connections.add(`${pod.labels['app.kubernetes.io/name']} → ${t.pod.name}:${t.port}`);
      }
    }
  }
  const metricsPort = (pod: Pod) => (pod.annotations['prometheus.io/scrape'] === 'true' ? Number(pod.annotations['prometheus.io/port']) : undefined);
  return { objects, pods: all, podOf, env, reach, connections, metricsPort };
}
