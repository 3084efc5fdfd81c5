import type { Request, Response } from 'express';
import { tokenFromHeaders, Unauthenticated } from '@bms/platform';
import type { Authenticated, Authenticator } from '../auth/authenticator';
import type { Route } from '../routes/route';
import type { LimitStage } from './limit';

export type AuthenticateStage = (r: Route, req: Request, res: Response) => Promise<Authenticated | undefined>;

/**
 * The caller of a route that takes a token (undefined for public routes),
 * then its limit spent. A failed sign-in still spends the address's budget
 * before its 401, so that guessing tokens is limited too.
 */
export function authenticateStage(authenticator: Pick<Authenticator, 'authenticate'>, limit: LimitStage): AuthenticateStage {
  return async (r, req, res) => {
    let who: Authenticated | undefined;
    if (r.auth === 'token') {
      const bearer = tokenFromHeaders(req.get('authorization'), req.get('x-auth-token'));
      try {
        if (!bearer) throw new Unauthenticated();
        who = await authenticator.authenticate(bearer);
      } catch (err) {
        await limit(r.limit, req, res, undefined);
        throw err;
      }
      res.locals.user_id = Number(who.claims.sub);
    }
    await limit(r.limit, req, res, who);
    return who;
  };
}
