import { AppError } from './errors';
import { currentRequestContext } from './log';

/**
 * How much sooner than its caller's deadline a service stops working: it
 * answers a definite error (nothing changed) before the caller gives up
 * with a 504 that cannot say whether the write happened.
 */
export function serviceDeadline(callerDeadline: number | undefined, now = Date.now()): number | undefined {
  if (callerDeadline === undefined || !Number.isFinite(callerDeadline)) return undefined;
  const left = callerDeadline - now;
  return callerDeadline - Math.min(2000, Math.max(0, left) * 0.25);
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
 * call past its deadline is never sent.
 */
export function withinDeadline<O extends object>(opts?: O): O & { maxTimeMS?: number } {
  const left = timeLeft();
  if (left === undefined) return { ...(opts ?? ({} as O)) };
  if (left <= 0) throw new DeadlinePassed();
  return { ...(opts ?? ({} as O)), maxTimeMS: Math.max(1, Math.floor(left)) };
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
