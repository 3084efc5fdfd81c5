import { AsyncLocalStorage } from 'node:async_hooks';
import { AppError } from './errors';
import { currentRequestContext } from './log';

/** The bound of the worker's work a call is made in (withDriverBound). */
const driverBounds = new AsyncLocalStorage<DriverBound>();

/**
 * The least time a service leaves its answer to reach its caller: a call
 * that arrives with less than this left does nothing and answers that it
 * took too long (a quarter of a call's time, when it has little, left its
 * answer a few ms on a loaded host).
 */
const ANSWER_MS = 250;

/**
 * How much sooner than its caller's deadline a service stops working: it
 * answers a definite error (nothing changed) before the caller gives up
 * with a 504 that cannot say whether the write happened.
 */
export function serviceDeadline(callerDeadline: number | undefined, now = Date.now()): number | undefined {
  if (callerDeadline === undefined || !Number.isFinite(callerDeadline)) return undefined;
  const left = callerDeadline - now;
  return callerDeadline - Math.min(2000, Math.max(ANSWER_MS, left * 0.25));
}

/** The metadata in which a call carries its caller's deadline as a time (epoch ms): see callerDeadline. */
export const DEADLINE_HEADER = 'x-deadline-at';

/**
 * How far before this host's "now" a caller's deadline may lie and still be
 * taken as the caller's: earlier, it is taken for the two hosts' clocks
 * disagreeing (a call that waited in its caller past its deadline is never
 * sent). A service stalled longer than this past its caller's deadline (a
 * frozen or starved process) cannot tell that from clocks apart, and works
 * as gRPC's time says; an Idempotency-Key covers what it does then.
 */
const CLOCKS_APART_MS = 1_000;

/**
 * The caller's deadline as a service takes it: gRPC's (the time left that
 * the caller's gRPC wrote in the call's headers), or the caller's own
 * (DEADLINE_HEADER) where that is sooner. gRPC writes the time left when the
 * call is made, but a call made while the service's connection already has
 * as many calls running as the service takes (GRPC_MAX_CONCURRENT_CALLS)
 * waits in the caller for one of them to end, and arrives with the time
 * left as it was before that wait: a service that took it would work (and
 * write) after its caller had answered 504. A time from a clock too far
 * ahead of this one's (CLOCKS_APART_MS) is not taken; one from a clock
 * behind counts the wait less by as much.
 */
export function callerDeadline(grpcDeadline: number | undefined, sent: unknown, now = Date.now()): number | undefined {
  const at = typeof sent === 'string' ? Number(sent) : NaN;
  if (grpcDeadline === undefined || !Number.isFinite(at) || at >= grpcDeadline || at < now - CLOCKS_APART_MS) return grpcDeadline;
  return at;
}

/** The request's time left in ms; undefined when it has no deadline. */
export function timeLeft(now = Date.now()): number | undefined {
  const deadline = currentRequestContext()?.deadline;
  return deadline === undefined ? undefined : deadline - now;
}

/** Thrown before a database call when the request's time is already up; nothing was changed. */
export class DeadlinePassed extends AppError {
  constructor() {
    super('timeout', 'The request took too long; nothing was changed.');
  }
}

/**
 * The options of a database call under the request's deadline: maxTimeMS
 * set to the time left; throws DeadlinePassed when none is left, so that a
 * call past its deadline is never sent. Made in a worker's bounded work
 * (withDriverBound), the call carries that bound too.
 */
export function withinDeadline<O extends object>(opts?: O): O & DriverBound & { maxTimeMS?: number } {
  const given = { ...driverBounds.getStore(), ...(opts ?? ({} as O)) } as O & DriverBound;
  const left = timeLeft();
  if (left === undefined) return given;
  if (left <= 0) throw new DeadlinePassed();
  return { ...given, maxTimeMS: Math.max(1, Math.floor(left)) };
}

/**
 * The driver options that bound one database call of work done outside any
 * request (a worker): the driver's client-side operation timeout
 * (`timeoutMS`, MongoDB's CSOT). At it the driver fails the call and closes
 * the connection whose answer never came, so that a call given up does not
 * keep its connection checked out for good; the server is sent the time
 * left as maxTimeMS, and stops the work too.
 */
export interface DriverBound {
  timeoutMS?: number;
}

/**
 * Runs `fn` (a worker's attempt) with `bound` on every database call made
 * in it through withinDeadline, however deep: a call that a worker gives
 * up on then gives its connection back, whichever code made it.
 */
export function withDriverBound<T>(bound: DriverBound, fn: () => T): T {
  return driverBounds.run(bound, fn);
}
