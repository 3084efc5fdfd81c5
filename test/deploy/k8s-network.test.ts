import { allowed } from './kubernetes';
import { overlays, renderedOverlays } from './overlay-view';
import { endpoints, isStackHost, listenPorts, processNames, processVariables } from './support';

/* eslint-disable @typescript-eslint/no-explicit-any */

// Who may reach whom: every address a process is given leads to a process
// or store listening there, each service has its own database, and the
// NetworkPolicies allow exactly the connections the configuration asks for.

const dataImages: Record<string, RegExp> = { mongodb: /^mongo:7(\.|$)/, redis: /^redis:/, nats: /^nats:/ };

const { view } = renderedOverlays();

describe.each(overlays)('the %s overlay of deploy/k8s', (overlay) => {
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
});
