import { z } from 'zod';
import { defineConfig, env, serviceVariables } from '@bms/platform';
import { connectionVariables } from './connections/connection.config';
import { courierVariables } from './courier/courier.config';
import { parseAllowedTargets } from './webhooks/target-policy';

/** A 256-bit key written as base64 (44 characters) or hex (64); null when it is not one. */
export function keyBytes(v: string): Buffer | null {
  const b = /^[0-9a-fA-F]{64}$/.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v, 'base64');
  return b.length === 32 ? b : null;
}

const key256 = (description: string) =>
  z
    .string()
    .refine((v) => keyBytes(v) !== null, 'must be 32 bytes written as base64 or hex')
    .optional()
    .describe(description);

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
  CONNECTIONS_ENCRYPTION_KEY: key256(
    'key (32 bytes, base64 or hex) that encrypts external service tokens at rest (AES-256-GCM); unset: derived from JWT_PRIVATE_KEY, so set it in production to keep tokens readable across key rotations',
  ),
  CONNECTIONS_STATE_KEY: key256('key (32 bytes, base64 or hex) that signs the state of authorize links (HMAC-SHA256); unset: derived from JWT_PRIVATE_KEY'),
  CONNECTIONS_STATE_TTL_SECONDS: env.int(600, 'how long the state of an authorize link stays valid'),
  ...connectionVariables,
  WEBHOOK_ENCRYPTION_KEY: key256(
    'key (32 bytes, base64 or hex) that encrypts webhook signing secrets at rest (AES-256-GCM); unset: derived from JWT_PRIVATE_KEY, so set it in production to keep secrets readable across key rotations',
  ),
  WEBHOOK_ALLOWED_TARGETS: z
    .string()
    .default('')
    .refine((v) => parseAllowedTargets(v) !== null, 'must be host or host:port entries, comma-separated (IPv6 in brackets)')
    .describe('webhook targets allowed although private, loopback or plain http: host or host:port, comma-separated (empty: none)'),
  WEBHOOK_TIMEOUT_MS: env.int(10_000, 'how long a webhook delivery attempt may take (connect to response), failed after'),
  WEBHOOK_RETRY_FOR_SECONDS: env.int(86_400, 'how long a failing webhook delivery is retried before it is marked failed'),
  WEBHOOK_FIRST_RETRY_MS: env.int(5_000, 'delay before the first retry of a webhook delivery; each next one doubles (with jitter), up to an hour'),
  WEBHOOK_CONCURRENCY: env.int(4, 'webhook deliveries in flight at once, per identity replica'),
  WEBHOOK_LOG_RETENTION_DAYS: env.int(30, 'how long finished webhook deliveries stay in the delivery log'),
  ...courierVariables,
  AUDIT_ENABLED: env.bool(true, 'record every write of every service in the audit trail (a consumer of each domain stream)'),
  AUDIT_RETENTION_DAYS: z.coerce
    .number()
    .min(0)
    .default(365)
    .describe('how long audit trail entries are kept (days, fractions allowed), then removed oldest first (the chain still verifies); 0 keeps them all'),
  AUDIT_PRUNE_INTERVAL_MS: env.int(3_600_000, 'how often audit trail entries past the retention are removed'),
});

export type IdentityConfig = ReturnType<typeof identityConfig.load>;
