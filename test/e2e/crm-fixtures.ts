import { connect, type NatsConnection } from 'nats';
import { createTokenSigner } from '@bms/platform';
import { unique } from '../support/harness';
import { dbUrl, lib, readStack, startService } from '../support/stack';

// Builders and helpers shared by the crm-*.test.ts files.

export { aClient, createClient } from '../support/builders';

/**
 * A session token of a user of type client, signed as identity signs them
 * (identity has no route that makes client users yet).
 */
export function clientUserToken(): string {
  const sign = createTokenSigner(readStack().privateKey);
  return sign({ sub: '990001', typ: 'session', ut: 'client', adm: false, rid: 0, perm: {} }, 600).token;
}

/** Collects the events of the test stack's namespace published on `pattern` (e.g. crm.lead.*). */
export async function events(pattern: string): Promise<{
  next(match: (e: { type: string; data: Record<string, unknown> }) => boolean, timeoutMs?: number): Promise<{ type: string; data: Record<string, unknown> }>;
  close(): Promise<void>;
}> {
  const stack = readStack();
  const nc: NatsConnection = await connect({ servers: stack.natsUrl });
  const seen: Array<{ type: string; data: Record<string, unknown> }> = [];
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

/**
 * A crm process of its own, on its own database and event namespace: for
 * tests that define required custom fields, which would otherwise refuse
 * the clients and leads that other test files create at the same time.
 */
export async function isolatedCrm(): Promise<{ grpcUrl: string; stop(): Promise<void> }> {
  const { grpc: _grpc, pids: _pids, ...info } = readStack();
  const name = unique('crm_');
  const svc = await startService(
    info,
    'crm',
    { MONGO_URL: dbUrl(info, name), EVENTS_NAMESPACE: `${info.namespace}.${name}` },
    name,
  );
  return { grpcUrl: svc.address, stop: () => lib.stopProcess(svc.child, 5000) };
}
