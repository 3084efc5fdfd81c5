import * as grpc from '@grpc/grpc-js';
import { service as healthService } from 'grpc-health-check';

const HealthClient = grpc.makeGenericClientConstructor(healthService, 'Health');
const healthClients = new WeakMap<grpc.Client, grpc.Client>();

/**
 * Asks a service over its existing channel whether it is SERVING
 * (grpc.health.v1); false on any other answer, an error or the deadline.
 */
export function isServing(client: grpc.Client, timeoutMs = 1_000): Promise<boolean> {
  let health = healthClients.get(client);
  if (!health) {
    health = new HealthClient('unused', grpc.credentials.createInsecure(), { channelOverride: client.getChannel() });
    healthClients.set(client, health);
  }
  type Check = (
    req: { service: string },
    opts: grpc.CallOptions,
    cb: (err: grpc.ServiceError | null, res?: { status: string | number }) => void,
  ) => void;
  const check = (health as unknown as { Check: Check }).Check;
  return new Promise((resolve) => {
    check.call(health, { service: '' }, { deadline: Date.now() + timeoutMs }, (err, res) => {
      resolve(!err && (res?.status === 'SERVING' || res?.status === 1));
    });
  });
}

/**
 * Whether some replica of a service answers SERVING within `timeoutMs`:
 * what a caller of the channel can count on. The channel balances calls
 * round-robin over its replicas, so one check reaches one of them; a
 * NOT_SERVING answer (a replica stopping, or cut from its database) is
 * asked again, reaching the next, until one says SERVING or the time is
 * up. While no replica is connected (the channel reconnecting after a
 * restart) it waits for one, as calls made for a caller do.
 */
export async function anyReplicaServing(client: grpc.Client, timeoutMs = 2_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; ; attempt++) {
    if (client.getChannel().getConnectivityState(true) !== grpc.connectivityState.READY) {
      await new Promise<void>((resolve) => client.waitForReady(deadline, () => resolve()));
    }
    const left = deadline - Date.now();
    if (left <= 0) return false;
    if (await isServing(client, left)) return true;
    // The first few again at once (the next replica in turn); then a pause, for the channel to let a stopping one go.
    if (attempt >= 3) await new Promise((r) => setTimeout(r, Math.min(50, Math.max(0, deadline - Date.now()))));
    if (Date.now() >= deadline) return false;
  }
}
