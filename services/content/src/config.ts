import { defineConfig, env, serviceVariables } from '@bms/platform';

export const contentConfig = defineConfig('content', {
  ...serviceVariables,
  IDENTITY_GRPC_URL: env.string('127.0.0.1:50051', 'host:port of the identity service (checks that recipients exist)'),
  IDENTITY_TIMEOUT_MS: env.int(5_000, 'deadline of each call to identity'),
});

export type ContentConfig = ReturnType<typeof contentConfig.load>;
