import type { Request, Response } from 'express';
import type { Authenticated } from '../auth/authenticator';
import { HttpError } from '../errors';
import { clientBudgetOf } from '../limits/client-address';
import type { LimitDecision, LimitName, Limits } from '../limits/limits';
import { holdHeader } from './held-headers';
import type { HttpMetrics } from './request-context';

/** One request spent of a limit, not answered yet. */
export interface Spent {
  name: LimitName;
  key: string;
  decision: LimitDecision;
}

/**
 * Spends one request of a limit and answers it: `spend`, then `answer`
 * (the two apart so that a caller's budget can be spent while its token is
 * still being checked), or both at once by calling the stage.
 */
export interface LimitStage {
  /** at once (a 429 thrown) when the slice held here decides, else once the shared count has (a 429 rejected) */
  (name: LimitName, req: Request, res: Response, who: Authenticated | undefined): void | Promise<void>;
  /** the user's budget when the limit is per user and `sub` is known, else the client address's (an IPv6 one's /64: clientBudgetOf) */
  spend(name: LimitName, req: Request, sub: string | undefined): Promise<Spent>;
  /** the X-RateLimit headers; past the limit, 429 with Retry-After */
  answer(spent: Spent, res: Response): void;
  /** gives a spent request back (it turned out not to be that user's) */
  refund(spent: Spent): Promise<void>;
}

export function limitStage(limits: Limits, http: Pick<HttpMetrics, 'rejected'>): LimitStage {
  const keyOf = (name: LimitName, req: Request, sub: string | undefined) => (limits.specs[name].key === 'user' && sub ? `u:${sub}` : `a:${clientBudgetOf(req.ip)}`);
  const spend: LimitStage['spend'] = async (name, req, sub) => {
    const key = keyOf(name, req, sub);
    return { name, key, decision: await limits.consume(name, key) };
  };
  // A limit's size, as its header writes it: the same on every answer of that limit.
  const limitText = new Map<number, string>();
  const textOf = (n: number) => limitText.get(n) ?? limitText.set(n, String(n)).get(n)!;
  const answer: LimitStage['answer'] = ({ name, decision: d }, res) => {
    holdHeader(res, 'X-RateLimit-Limit', textOf(d.limit));
    holdHeader(res, 'X-RateLimit-Remaining', String(d.remaining));
    if (!d.allowed) {
      http.rejected.inc({ limit: name });
      throw new HttpError(429, 'Too many requests; try again later.', { 'Retry-After': String(d.retryAfterSeconds) });
    }
  };
  const stage = (name: LimitName, req: Request, res: Response, who: Authenticated | undefined) => {
    const key = keyOf(name, req, who?.claims.sub);
    const held = limits.consumeHeld(name, key);
    if (held) return answer({ name, key, decision: held }, res);
    return spend(name, req, who?.claims.sub).then((spent) => answer(spent, res));
  };
  return Object.assign(stage, { spend, answer, refund: (s: Spent) => limits.refund(s.name, s.key) });
}
