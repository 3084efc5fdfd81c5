import { defineConfig, env, serviceVariables } from '@bms/platform';

export const identityConfig = defineConfig('identity', {
  ...serviceVariables,
  JWT_PRIVATE_KEY: env.pem('RS256 private key (PEM) that signs session and API-key tokens; identity alone holds it'),
  SESSION_TTL_SECONDS: env.int(43_200, 'lifetime of a session token'),
  API_KEY_TOKEN_TTL_SECONDS: env.int(300, 'lifetime of the internal token an API key is exchanged for'),
  REDIS_URL: env.optionalString('Redis where revoked sessions are published for the gateway; unset: the gateway asks identity'),
  REDIS_PREFIX: env.string('bms:', 'prefix of every Redis key (must match the gateway)'),
  BOOTSTRAP_ADMIN_EMAIL: env.string('admin@example.com', 'email of the admin created when no user exists'),
  BOOTSTRAP_ADMIN_PASSWORD: env.optionalString('password of that admin; unset: a random one is generated and logged once'),
  OTP_TTL_SECONDS: env.int(300, 'lifetime of a one-time password'),
  OTP_MAX_ATTEMPTS: env.int(5, 'wrong tries that burn a one-time password'),
  RESET_CODE_TTL_SECONDS: env.int(3_600, 'lifetime of a password recovery code'),
  HASH_CONCURRENCY: env.int(2, 'password hashes computed at once (each costs ~14 ms of a core)'),
  NOTIFIER: env.string('log', 'where notifications go: log (write codes to the log)'),
});

export type IdentityConfig = ReturnType<typeof identityConfig.load>;
