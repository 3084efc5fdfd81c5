import { defineConfig, env, serviceVariables } from '@bms/platform';

export const crmConfig = defineConfig('crm', {
  ...serviceVariables,
  IDENTITY_GRPC_URL: env.string('127.0.0.1:50051', 'host:port of the identity service'),
  IDENTITY_TIMEOUT_MS: env.int(5_000, 'deadline of each call to identity'),
});

export type CrmConfig = ReturnType<typeof crmConfig.load>;
