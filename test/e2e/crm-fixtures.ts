import { adminToken, clientUserToken as clientToken, fixture, type TestGateway, testGateway, unique } from '../support/harness';
import { dbUrl, lib, readStack, startService } from '../support/stack';

// Builders and helpers shared by the crm-*.test.ts files.

export { aClient, createClient } from '../support/builders';
export { events } from '../support/events';

/**
 * A session token of a user of type client, signed as identity signs them
 * (identity has no route that makes client users yet).
 */
export const clientUserToken = (): string => clientToken(990001);

/**
 * A crm process of its own, on its own database and event namespace, asking
 * the stack's identity about users (`env` on top): for tests that define
 * required custom fields, which would otherwise refuse the clients and leads
 * that other test files create at the same time, or that take identity away.
 */
export async function isolatedCrm(env: Record<string, string> = {}): Promise<{ grpcUrl: string; stop(): Promise<void> }> {
  const { grpc, pids: _pids, ...info } = readStack();
  const name = unique('crm_');
  const svc = await startService(
    info,
    'crm',
    { MONGO_URL: dbUrl(info, name), EVENTS_NAMESPACE: `${info.namespace}.${name}`, IDENTITY_GRPC_URL: grpc.identity!, ...env },
    name,
  );
  return { grpcUrl: svc.address, stop: () => lib.stopProcess(svc.child, 5000) };
}

/** Before the block's tests, a gateway on an isolatedCrm and an admin's token, handed to `use`; both stopped after them. */
export function withIsolatedCrm(use: (s: { t: TestGateway; admin: string }) => void): void {
  const open = async () => {
    const crm = await isolatedCrm();
    const t = testGateway({ CRM_GRPC_URL: crm.grpcUrl });
    try {
      return { crm, t, admin: await adminToken(t.api) };
    } catch (err) {
      await t.close();
      await crm.stop();
      throw err;
    }
  };
  fixture(open, async ({ crm, t }) => {
    await t.close();
    await crm.stop();
  }, use);
}
