import { z } from 'zod';

/**
 * A process's configuration: a zod object of environment variables, each
 * with a default (or optional) and a one-line description. It is the only
 * code that reads the environment, and the configuration reference
 * (docs/configuration.md) is generated from the registered definitions.
 */
export interface ConfigDefinition<S extends z.ZodRawShape> {
  process: string;
  shape: S;
  load(env: NodeJS.ProcessEnv): z.infer<z.ZodObject<S>>;
}

export class ConfigError extends Error {
  constructor(
    readonly process: string,
    readonly problems: string[],
  ) {
    super(`invalid configuration of ${process}:\n  ${problems.join('\n  ')}`);
  }
}

const registry: ConfigDefinition<z.ZodRawShape>[] = [];

export function defineConfig<S extends z.ZodRawShape>(processName: string, shape: S): ConfigDefinition<S> {
  const schema = z.object(shape);
  const def: ConfigDefinition<S> = {
    process: processName,
    shape,
    load(env) {
      const input: Record<string, unknown> = {};
      for (const key of Object.keys(shape)) {
        const v = env[key];
        if (v !== undefined && v !== '') input[key] = v;
      }
      const parsed = schema.safeParse(input);
      if (!parsed.success) {
        throw new ConfigError(
          processName,
          parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
        );
      }
      return parsed.data;
    },
  };
  registry.push(def as unknown as ConfigDefinition<z.ZodRawShape>);
  return def;
}

export function registeredConfigs(): readonly ConfigDefinition<z.ZodRawShape>[] {
  return registry;
}

export interface VariableDoc {
  name: string;
  description: string;
  default: string;
  required: boolean;
}

/** The variables of one definition, for the table of docs/configuration.md. */
export function describeConfig(def: ConfigDefinition<z.ZodRawShape>): VariableDoc[] {
  return Object.entries(def.shape).map(([name, schema]) => {
    const s = schema as z.ZodType;
    const json = z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as { default?: unknown };
    const optional = s.safeParse(undefined).success;
    return {
      name,
      description: s.description ?? '',
      default: json.default === undefined ? '' : String(json.default),
      required: !optional,
    };
  });
}

/** Helpers for the kinds of variables every process has. */
export const env = {
  port: (def: number, description: string) =>
    z.coerce.number().int().min(0).max(65535).default(def).describe(description),
  int: (def: number, description: string) => z.coerce.number().int().min(0).default(def).describe(description),
  bool: (def: boolean, description: string) =>
    z
      .enum(['true', 'false', '1', '0'])
      .default(def ? 'true' : 'false')
      .transform((v) => v === 'true' || v === '1')
      .describe(description),
  string: (def: string, description: string) => z.string().default(def).describe(description),
  optionalString: (description: string) => z.string().optional().describe(description),
  /** An http(s) URL, checked at start rather than by the first request that uses it. */
  url: (def: string, description: string) =>
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default(def).describe(description),
  requiredString: (description: string) => z.string().min(1).describe(description),
  /** A PEM key; `\n` escapes are accepted so that it fits in one line. */
  pem: (description: string) =>
    z
      .string()
      .min(1)
      .transform((v) => v.replace(/\\n/g, '\n'))
      .describe(description),
  logLevel: () =>
    z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info').describe('pino log level'),
};

/** Metrics and traces, in every process. */
export function observabilityVariables() {
  return {
    METRICS_PORT: env.port(9464, 'port of GET /metrics (Prometheus), apart from the API (0 picks a free one)'),
    METRICS_HOST: env.string('127.0.0.1', 'address the metrics server binds (0.0.0.0 in a container)'),
    OTEL_EXPORTER_OTLP_ENDPOINT: env.optionalString('OTLP/HTTP collector for traces (e.g. http://otel-collector:4318); unset: traces are not exported'),
  };
}

/**
 * What the HTTP servers that take uploads read (the gateway's and the files
 * service's). Node cuts a request that has not all arrived within 5 minutes
 * (its requestTimeout), so a 50 MB upload slower than ~170 KB/s (a phone's
 * uplink) failed with 408; the headers still must arrive within Node's
 * minute (headersTimeout).
 */
export const httpServerVariables = {
  HTTP_REQUEST_TIMEOUT_MS: env.int(
    30 * 60_000,
    'how long a request (its headers and its whole body: an upload) may take to arrive before it is answered 408 (0: no limit)',
  ),
};

/** Variables shared by every service process. */
export const serviceVariables = {
  GRPC_PORT: env.port(0, 'port of the gRPC server, bound from the start (callers turned away until it serves; 0 picks a free one and prints it)'),
  GRPC_HOST: env.string('127.0.0.1', 'address the gRPC server binds'),
  GRPC_MAX_CONCURRENT_CALLS: env.int(
    64,
    'calls one client connection (a gateway, a service) may have running here at once; more wait in the caller, within their deadlines: what a service takes in under overload, and its memory, stay bounded (0: no cap)',
  ),
  MONGO_URL: env.requiredString("MongoDB connection string, including this service's own database"),
  NATS_URL: env.string('nats://127.0.0.1:4222', 'NATS server(s) with JetStream, comma-separated'),
  EVENTS_NAMESPACE: env.string('', 'prefix of JetStream stream and subject names (isolates test runs; empty in production)'),
  EVENTS_STREAM_MAX_BYTES: env.int(1024 * 1024 * 1024, 'storage of each JetStream stream (reserved up front; oldest events dropped beyond it)'),
  EVENTS_STREAM_REPLICAS: z.coerce
    .number()
    .int()
    .min(1)
    .max(5)
    .default(1)
    .describe('copies JetStream keeps of each stream, on as many NATS nodes (3 on a three-node cluster: one node lost loses no event)'),
  JWT_PUBLIC_KEY: env.pem("identity's RS256 public key (PEM) that verifies every token"),
  REDIS_URL: env.optionalString('Redis holding signed-out sessions, checked on every call; unset: tokens are not checked for revocation here'),
  REDIS_PREFIX: env.string('bms:', 'prefix of every Redis key (must match identity and the gateway)'),
  LOG_LEVEL: env.logLevel(),
  SHUTDOWN_TIMEOUT_MS: env.int(10000, 'how long a stopping process waits for in-flight work'),
  ...observabilityVariables(),
  HEALTH_CHECK_INTERVAL_MS: env.int(2000, 'how often the database is pinged for grpc.health.v1 (NOT_SERVING while unreachable)'),
  DELETED_RETENTION_DAYS: env.int(30, 'deleted records can be restored (and are seen by sync) this long, then are purged'),
  PURGE_INTERVAL_MS: env.int(3_600_000, 'how often records past the retention are purged (the first time 10 s after start)'),
  INTERNAL_TOKEN: env.optionalString('secret the services present to each other (not users) to rebuild a projection from its owner; the same in every service; unset: no rebuilds'),
  QUERY_LOG: env.optionalString('a file where each distinct query shape (fields, how matched, sort; no values) is written once: what the index check reads'),
};
