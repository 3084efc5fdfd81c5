import type { Request, Response } from 'express';
import { tokenFromHeaders, Unauthenticated } from '@bms/platform';
import type { Authenticated, Authenticator } from '../auth/authenticator';
import type { Route } from '../routes/route';
import type { LimitStage, Spent } from './limit';
import { callContextOf, localsOf } from './request-context';

export type AuthenticateStage = (r: Route, req: Request, res: Response) => Promise<Authenticated | undefined>;

/**
 * The caller of a route that takes a token (undefined for public routes),
 * then its limit spent. As soon as the token names its user, the user's
 * budget is spent beside the revocation check, so that both reach Redis in
 * one write (the gateway's client pipelines what is sent in one tick). A
 * failed sign-in gives that back and spends the address's budget before
 * its 401, so that guessing tokens is limited too.
 */
export function authenticateStage(authenticator: Pick<Authenticator, 'authenticate'>, limit: LimitStage): AuthenticateStage {
  return async (r, req, res) => {
    if (r.auth !== 'token') {
      await limit(r.limit, req, res, undefined);
      return undefined;
    }
    const bearer = tokenFromHeaders(req.get('authorization'), req.get('x-auth-token'));
    let spent: Promise<Spent> | undefined;
    const giveBack = (s: Promise<Spent> | undefined) => void s?.then((x) => limit.refund(x)).catch(() => undefined);
    let who: Authenticated;
    try {
      if (!bearer) throw new Unauthenticated();
      who = await authenticator.authenticate(
        bearer,
        (claims) => {
          // An API key's cached token that failed is followed by a fresh one: one spend per request.
          giveBack(spent);
          spent = limit.spend(r.limit, req, claims.sub);
        },
        callContextOf(res),
      );
    } catch (err) {
      giveBack(spent);
      await limit(r.limit, req, res, undefined);
      throw err;
    }
    localsOf(res).user_id = Number(who.claims.sub);
    limit.answer(await (spent ?? limit.spend(r.limit, req, who.claims.sub)), res);
    return who;
  };
}
