import type { Request, Response } from 'express';
import type { Authenticated } from '../auth/authenticator';
import { HttpError } from '../errors';
import type { LimitName, Limits } from '../limits/limits';
import type { HttpMetrics } from './request-context';

export type LimitStage = (name: LimitName, req: Request, res: Response, who: Authenticated | undefined) => Promise<void>;

/**
 * Spends one request of a limit: the user's budget when the limit is per
 * user and the caller is known, else the client address's. Sets the
 * X-RateLimit headers; past the limit, 429 with Retry-After.
 */
export function limitStage(limits: Limits, http: Pick<HttpMetrics, 'rejected'>): LimitStage {
  return async (name, req, res, who) => {
    const spec = limits.specs[name];
    const key = spec.key === 'user' && who ? `u:${who.claims.sub}` : `a:${req.ip}`;
    const d = await limits.consume(name, key);
    res.set('X-RateLimit-Limit', String(d.limit));
    res.set('X-RateLimit-Remaining', String(d.remaining));
    if (!d.allowed) {
      http.rejected.inc({ limit: name });
      throw new HttpError(429, 'Too many requests; try again later.', { 'Retry-After': String(d.retryAfterSeconds) });
    }
  };
}
