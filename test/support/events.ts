import { connect, type NatsConnection } from 'nats';
import { readStack } from './stack';

export interface SeenEvent {
  id: string;
  type: string;
  actor_user_id: number;
  data: Record<string, unknown>;
  changes?: Record<string, unknown>;
  context?: Record<string, unknown>;
}

/** Collects the events of the test stack's namespace (or `at`'s) published on `pattern` (e.g. crm.lead.*). */
export async function events(pattern: string, at: { natsUrl: string; namespace: string } = readStack()): Promise<{
  next(match: (e: SeenEvent) => boolean, timeoutMs?: number): Promise<SeenEvent>;
  close(): Promise<void>;
}> {
  const stack = at;
  const nc: NatsConnection = await connect({ servers: stack.natsUrl });
  const seen: SeenEvent[] = [];
  const sub = nc.subscribe(`${stack.namespace}.${pattern}`);
  void (async () => {
    for await (const m of sub) seen.push(JSON.parse(m.string()));
  })();
  await nc.flush();
  return {
    async next(match, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const e = seen.find(match);
        if (e) return e;
        if (Date.now() > deadline) throw new Error(`no matching event on ${pattern} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => nc.drain(),
  };
}
