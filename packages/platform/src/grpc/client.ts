import * as grpc from '@grpc/grpc-js';
import type { Context } from '@opentelemetry/api';
import { DEADLINE_HEADER } from '../deadline';
import { fromGrpcError } from '../error-status';
import { CLIENT_ADDRESS_HEADER, currentRequestContext } from '../log';
import { clientSpan } from '../telemetry';
import { clientOptions } from './options';

/**
 * One client per target for the life of the process (never per request):
 * a channel with keepalive, reused by every call, balanced round-robin over
 * the target's addresses.
 */
export function createClient<C extends grpc.Client>(
  Ctor: grpc.ServiceClientConstructor,
  address: string,
): C {
  return new Ctor(address, grpc.credentials.createInsecure(), clientOptions) as unknown as C;
}

/**
 * How long a service's call to another service, made for a caller, waits
 * for a connection (CallOptions.connectWaitMs): longer than a peer takes to
 * start beside it, short of what a caller would wait for a 503.
 */
export const PEER_CONNECT_WAIT_MS = 2_000;

export interface CallOptions {
  /** bearer token forwarded to the service */
  token?: string;
  requestId?: string;
  /** the client's address (the gateway's resolved one); the current request's by default */
  address?: string;
  /** the call's time limit (10 s by default); made while serving a request, never past the time that request has left */
  timeoutMs?: number;
  /** further metadata (the Idempotency-Key claim) */
  metadata?: Record<string, string>;
  /** the trace this call belongs to; the active context by default */
  trace?: Context;
  /**
   * While the service cannot be reached, wait for it until the deadline
   * instead of failing at once (gRPC wait-for-ready): for a process's own
   * work that can wait, such as a rebuild at start, never for a caller's.
   */
  waitForReady?: boolean;
  /**
   * For a call made for a caller: while the channel is not connected (the
   * service starting beside this one, or reconnecting after a restart, when
   * gRPC would fail the call at once), wait up to this long for it, within
   * the deadline, then call. A service that stays down still fails the call
   * after this wait, not the whole deadline's.
   */
  connectWaitMs?: number;
}

type UnaryMethod<Req, Res> = (
  req: Req,
  md: grpc.Metadata,
  opts: grpc.CallOptions,
  cb: (err: grpc.ServiceError | null, res?: Res) => void,
) => grpc.ClientUnaryCall;

/** A unary call as a promise; a gRPC error arrives as its AppError. */
export function unary<Res>(client: grpc.Client, method: string, request: unknown, opts: CallOptions = {}): Promise<Res> {
  const md = new grpc.Metadata(opts.waitForReady ? { waitForReady: true } : undefined);
  if (opts.token) md.set('authorization', `Bearer ${opts.token}`);
  const rc = currentRequestContext();
  const requestId = opts.requestId ?? rc?.request_id;
  if (requestId) md.set('x-request-id', requestId);
  const address = opts.address ?? rc?.address;
  if (address) md.set(CLIENT_ADDRESS_HEADER, address);
  for (const [k, v] of Object.entries(opts.metadata ?? {})) md.set(k, v);
  const fn = (client as unknown as Record<string, UnaryMethod<unknown, Res>>)[method];
  if (typeof fn !== 'function') return Promise.reject(new Error(`no RPC ${method}`));
  // The call's span is made and ended here, never made active: no context
  // is entered per call (that costs every promise after it).
  const span = clientSpan(`grpc ${method}`, opts.trace, (k, v) => md.set(k, v));
  // A call made on behalf of a request (a service asking another for its
  // caller) ends when the request's own time does: never a fresh 10 s.
  const requestDeadline = rc?.deadline;
  const own = Date.now() + (opts.timeoutMs ?? 10_000);
  const deadline = requestDeadline === undefined ? own : Math.min(own, requestDeadline);
  // Also as a time: gRPC sends the time left as it is now, which a wait for the service's call cap does not count.
  md.set(DEADLINE_HEADER, String(deadline));
  const call = () =>
    new Promise<Res>((resolve, reject) => {
      fn.call(client, request, md, { deadline }, (err, res) => {
        span.end(err ?? undefined);
        if (err) reject(fromGrpcError(err));
        else resolve(res as Res);
      });
    });
  // (true: a channel still idle starts connecting)
  if (opts.connectWaitMs && client.getChannel().getConnectivityState(true) !== grpc.connectivityState.READY) {
    const until = Math.min(Date.now() + opts.connectWaitMs, deadline);
    // Ready or not by then, the call is made: it fails as it would have if the service is still down.
    return new Promise<void>((r) => client.waitForReady(until, () => r())).then(call);
  }
  return call();
}
