import { defineConfig, env, serviceVariables } from '@bms/platform';

export const workConfig = defineConfig('work', {
  ...serviceVariables,
  IDENTITY_GRPC_URL: env.string('127.0.0.1:50051', 'host:port of identity, asked about users the local projection does not know yet'),
});

export type WorkConfig = ReturnType<typeof workConfig.load>;
