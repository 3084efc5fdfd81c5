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
