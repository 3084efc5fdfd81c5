import * as crypto from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { HealthImplementation } from 'grpc-health-check';
import { SpanKind } from '@opentelemetry/api';
import { Caller, tokenFromHeaders, type TokenVerifier } from '../auth';
import { callerDeadline, DEADLINE_HEADER, serviceDeadline } from '../deadline';
import { toGrpcError } from '../error-status';
import { Unauthenticated, ValidationError } from '../errors';
import { claimFrom, type IdempotencyClaim } from '../idempotency';
import { CLIENT_ADDRESS_HEADER, clientAddressFrom, type Logger, noteCaller, withRequestContext } from '../log';
import type { Metrics } from '../metrics';
import { contextFrom, inSpan } from '../telemetry';
import type { RevocationCheck } from '../revocation';
import { serverOptions } from './options';

/** What a handler knows about the call besides its request. */
export interface RpcContext {
  /** The verified caller; handlers of public RPCs get null. */
  caller: Caller | null;
  /** The caller's token, to pass on when this service calls another. */
  token: string | undefined;
  requestId: string;
  metadata: grpc.Metadata;
  /** The request's Idempotency-Key, for a create to store with its record (see Store.create). */
  idempotency?: IdempotencyClaim;
  /** The caller's deadline (epoch ms); undefined when it set none. */
  deadline?: number;
}

/** A handler with a verified caller, for RPCs that need a token. */
export interface AuthedContext extends RpcContext {
  caller: Caller;
}

type UnaryOf<H> = H extends grpc.handleUnaryCall<infer Req, infer Res> ? [Req, Res] : never;

/**
 * The async form of a generated handlers interface: every unary RPC becomes
 * `(request, ctx) => Promise<reply>`.
 */
export type AsyncHandlers<H> = {
  // Only the RPCs' own names: the generated interface's index signature (any
  // name) would let a misspelled or missing handler through.
  [K in keyof H as string extends K ? never : number extends K ? never : K]: UnaryOf<H[K]> extends [infer Req, infer Res]
    ? (req: Req, ctx: AuthedContext) => Promise<Res>
    : never;
};

export interface ServiceRegistration<H> {
  definition: grpc.ServiceDefinition;
  handlers: AsyncHandlers<H>;
  /** RPCs that answer without a token (sign-in and its kin). */
  publicMethods?: ReadonlyArray<keyof H>;
}

export interface GrpcServer {
  add<H>(reg: ServiceRegistration<H>): void;
  start(host: string, port: number): Promise<number>;
  setServing(serving: boolean): void;
  stop(timeoutMs: number): Promise<void>;
  readonly health: HealthImplementation;
}

export function createGrpcServer(opts: {
  logger: Logger;
  verifyToken: TokenVerifier;
  checkRevoked?: RevocationCheck;
  serviceName: string;
  metrics?: Metrics;
  /**
   * Calls one client connection may have running here at once (HTTP/2's
   * MAX_CONCURRENT_STREAMS); more wait in the caller until one ends. Without
   * it, a service offered more than it can answer took every call in, and
   * each waiting call (its request, its query, the driver's operation) lived
   * long enough to be promoted: crm's memory grew with the queue (151 MB at
   * 1,000 GetClient/s on Node 26, where it answers ~1,200/s). Unset: no cap.
   */
  maxConcurrentCalls?: number;
}): GrpcServer {
  const server = new grpc.Server(
    opts.maxConcurrentCalls ? { ...serverOptions, 'grpc.max_concurrent_streams': opts.maxConcurrentCalls } : serverOptions,
  );
  const health = new HealthImplementation({ '': 'NOT_SERVING', [opts.serviceName]: 'NOT_SERVING' });
  health.addToServer(server);
  // Counted, not kept in a Set: a long-lived Set that every call joins and
  // leaves would keep finished calls alive through young-generation
  // collections (http2-streams.ts says how).
  let inFlight = 0;
  let drained: Promise<void> | undefined;
  let markDrained: (() => void) | undefined;

  function wrap(name: string, fn: (req: unknown, ctx: AuthedContext) => Promise<unknown>, isPublic: boolean) {
    return (call: grpc.ServerUnaryCall<unknown, unknown>, callback: grpc.sendUnaryData<unknown>) => {
      const md = call.metadata;
      const requestId = String(md.get('x-request-id')[0] ?? '') || crypto.randomUUID();
      const started = process.hrtime.bigint();
      const parent = contextFrom((h) => {
        const v = md.get(h)[0];
        return typeof v === 'string' ? v : undefined;
      });
      const d = Number(call.getDeadline());
      const deadline = callerDeadline(Number.isFinite(d) ? d : undefined, md.get(DEADLINE_HEADER)[0]);
      const address = clientAddressFrom(md.get(CLIENT_ADDRESS_HEADER)[0]);
      const work = withRequestContext({ request_id: requestId, rpc: name, deadline: serviceDeadline(deadline), ...(address ? { address } : {}) }, () =>
        inSpan(`${opts.serviceName}/${name}`, SpanKind.SERVER, async () => {
          const token = tokenFromHeaders(md.get('authorization')[0], undefined);
          let caller: Caller | null = null;
          if (token) {
            try {
              const claims = opts.verifyToken(token);
              await opts.checkRevoked?.(claims);
              caller = Caller.fromClaims(claims);
            } catch (err) {
              if (!isPublic) throw err;
            }
          }
          if (!caller && !isPublic) throw new Unauthenticated();
          if (caller) noteCaller(caller);
          if (call.request instanceof Undecodable) throw new ValidationError({ _: [UNDECODABLE] }, UNDECODABLE);
          const idempotency = claimFrom((name) => md.get(name)[0]);
          return fn(call.request, { caller: caller as Caller, token, requestId, metadata: md, deadline, idempotency });
        }, parent, { 'rpc.system': 'grpc', 'rpc.method': name }),
      ).then(
        (reply) => {
          callback(null, reply);
          log('info', undefined, grpc.status.OK);
        },
        (err: unknown) => {
          const { error, app } = toGrpcError(err);
          callback(error);
          log(app && app.kind !== 'internal' ? 'info' : 'error', app ? undefined : err, error.code);
        },
      );
      function log(level: 'info' | 'error', err: unknown, code: grpc.status) {
        const duration_ms = Number(process.hrtime.bigint() - started) / 1e6;
        opts.metrics?.rpcHandled.inc({ rpc: name, code: grpc.status[code] ?? String(code) });
        opts.metrics?.rpcSeconds.observe({ rpc: name }, duration_ms / 1000);
        withRequestContext({ request_id: requestId, rpc: name }, () => {
          if (level === 'error') opts.logger.error({ err, duration_ms }, 'rpc failed');
          else opts.logger.debug({ duration_ms }, 'rpc');
        });
      }
      inFlight++;
      void work.finally(() => {
        if (--inFlight === 0) markDrained?.();
      });
    };
  }

  return {
    health,
    add<H>(reg: ServiceRegistration<H>) {
      const impl: grpc.UntypedServiceImplementation = {};
      const publicSet = new Set<PropertyKey>(reg.publicMethods ?? []);
      for (const [name, fn] of Object.entries(reg.handlers as Record<string, (r: unknown, c: AuthedContext) => Promise<unknown>>)) {
        if (!(name in reg.definition)) throw new Error(`handler ${name} is not an RPC of the service`);
        impl[name] = wrap(name, fn, publicSet.has(name));
      }
      const missing = Object.keys(reg.definition).filter((m) => !(m in impl));
      if (missing.length) throw new Error(`RPCs without a handler: ${missing.join(', ')}`);
      server.addService(decodingEvery(reg.definition), impl);
    },
    start(host, port) {
      return new Promise((resolve, reject) => {
        server.bindAsync(`${host}:${port}`, grpc.ServerCredentials.createInsecure(), (err, bound) => {
          if (err) return reject(err);
          resolve(bound);
        });
      });
    },
    setServing(serving) {
      const status = serving ? 'SERVING' : 'NOT_SERVING';
      health.setStatus('', status);
      health.setStatus(opts.serviceName, status);
    },
    async stop(timeoutMs) {
      this.setServing(false);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, timeoutMs);
        server.tryShutdown(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      // Every handler's work settles, even that of a call cut by the forced shutdown.
      // One wait shared by every stop() (a second one must not replace the first's).
      if (inFlight > 0) await (drained ??= new Promise<void>((resolve) => (markDrained = resolve)));
    },
  };
}

const UNDECODABLE = 'The request is not a well-formed message of its type (malformed, or nested deeper than protobuf decodes).';

/** A request whose bytes did not decode: refused (INVALID_ARGUMENT) once its caller is known. */
class Undecodable {}

/**
 * The service's methods with a decoder that never throws: grpc-js answers
 * a request it cannot decode (protobufjs stops at 100 levels of nesting,
 * or at bytes that are no message) with INTERNAL, which says the service
 * failed; here the handler refuses it as the caller's error.
 */
function decodingEvery(definition: grpc.ServiceDefinition): grpc.ServiceDefinition {
  return Object.fromEntries(
    Object.entries(definition).map(([name, method]) => [
      name,
      {
        ...method,
        requestDeserialize: (bytes: Buffer): unknown => {
          try {
            return method.requestDeserialize(bytes);
          } catch {
            return new Undecodable();
          }
        },
      },
    ]),
  );
}
