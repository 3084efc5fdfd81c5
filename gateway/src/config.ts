import { defineConfig, env, observabilityVariables } from '@bms/platform';

export const gatewayConfig = defineConfig('gateway', {
  PORT: env.port(8080, 'HTTP port of the API'),
  HOST: env.string('127.0.0.1', 'address the API binds (0.0.0.0 in a container)'),
  IDENTITY_GRPC_URL: env.string('127.0.0.1:50051', 'host:port of the identity service'),
  CRM_GRPC_URL: env.string('127.0.0.1:50052', 'host:port of the crm service'),
  WORK_GRPC_URL: env.string('127.0.0.1:50053', 'host:port of the work service'),
  BILLING_GRPC_URL: env.string('127.0.0.1:50054', 'host:port of the billing service'),
  CONTENT_GRPC_URL: env.string('127.0.0.1:50055', 'host:port of the content service'),
  FILES_GRPC_URL: env.string('127.0.0.1:50056', 'host:port of the files service'),
  FILES_HTTP_URL: env.string('http://127.0.0.1:50066', "base URL of the files service's HTTP server, where uploads and downloads are proxied (several replicas: comma-separated, taken in turn)"),
  JWT_PUBLIC_KEY: env.pem("identity's RS256 public key (PEM) that verifies every token"),
  REDIS_URL: env.optionalString('Redis for rate limits and revoked sessions, shared by all replicas; unset: in-memory limits'),
  REDIS_PREFIX: env.string('bms:', 'prefix of every Redis key (must match identity)'),
  TRUSTED_PROXIES: env.string('', 'addresses/CIDRs of proxies whose X-Forwarded-For is believed (comma-separated; empty: none)'),
  BODY_LIMIT: env.string('1mb', 'largest JSON body accepted (413 above)'),
  GRPC_TIMEOUT_MS: env.int(10_000, 'deadline of each call to a service'),
  IDEMPOTENCY_MAX_STORED_BYTES: env.int(65_536, 'largest answer kept whole for an Idempotency-Key (above it: its status and sha256)'),
  IDEMPOTENCY_MAX_KEYS: env.int(10_000, 'most Idempotency-Keys one caller keeps within 24 hours (the oldest are forgotten past it)'),
  RATE_LIMIT_LOGIN: env.int(50, 'POST /api/auth/login per minute per client address'),
  RATE_LIMIT_SEND_OTP: env.int(30, 'POST /api/auth/send-otp per minute per client address'),
  RATE_LIMIT_RECOVERY: env.int(30, 'password recovery requests per 60 minutes per client address'),
  RATE_LIMIT_PHONE_VERIFY: env.int(100, 'POST /api/auth/phone/change/verify-otp per minute per user'),
  RATE_LIMIT_DEFAULT: env.int(1200, 'every other endpoint, per minute per user (or client address)'),
  TIMEZONE: env.string('UTC', 'timezone reported by GET /api/time'),
  LOG_LEVEL: env.logLevel(),
  SHUTDOWN_TIMEOUT_MS: env.int(10_000, 'how long a stopping gateway waits for in-flight requests'),
  SERVER_TIMING: env.bool(false, 'tell callers, in a Server-Timing header, how long the service call of their request took (upstream;dur=ms): for measuring the gateway, off in production'),
  SHUTDOWN_DELAY_MS: env.int(0, 'after SIGTERM, how long the gateway still takes new requests (answering /readyz 503) while load balancers stop sending them'),
  ...observabilityVariables(),
});

export type GatewayConfig = ReturnType<typeof gatewayConfig.load>;
