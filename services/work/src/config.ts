import { defineConfig, env, serviceVariables } from '@bms/platform';

export const workConfig = defineConfig('work', {
  ...serviceVariables,
  // Asked about users the local projection does not know yet.
  IDENTITY_GRPC_URL: env.string('127.0.0.1:50051', 'host:port of the identity service'),
});

export type WorkConfig = ReturnType<typeof workConfig.load>;
