import type { Request, Response } from 'express';
import { tokenFromHeaders, Unauthenticated } from '@bms/platform';
import type { Authenticated, Authenticator } from '../auth/authenticator';
import type { Route } from '../routes/route';
import type { LimitStage, Spent } from './limit';
import { callContextOf, localsOf } from './request-context';

/** The caller (undefined on a public route): at once where nothing had to be waited for, else a promise of it. */
export type AuthenticateStage = (r: Route, req: Request, res: Response) => Authenticated | undefined | Promise<Authenticated | undefined>;

/**
 * The caller of a route that takes a token (undefined for public routes),
 * then its limit spent. As soon as the token names its user, the user's
 * budget is spent beside the revocation check, so that both reach Redis in
 * one write (the gateway's client pipelines what is sent in one tick). A
 * failed sign-in gives that back and spends the address's budget before
 * its 401, so that guessing tokens is limited too.
 *
 * On a read through a service (`checkedBeside`) a session token's
 * revocation check is not waited for here: the caller gets it under way
 * (`who.revocation`, which gives back and spends as above when it refuses)
 * and waits for it before it answers anything.
 */
export function authenticateStage(authenticator: Pick<Authenticator, 'authenticate'>, limit: LimitStage): AuthenticateStage {
  // A public route's caller is its address: its limit spent, at once when the slice held here decides it.
  const anonymous = (r: Route, req: Request, res: Response) => limit(r.limit, req, res, undefined)?.then(() => undefined);
  const withToken = async (r: Route, req: Request, res: Response): Promise<Authenticated> => {
    const bearer = tokenFromHeaders(req.get('authorization'), req.get('x-auth-token'));
    let spent: Promise<Spent> | undefined;
    const giveBack = (s: Promise<Spent> | undefined) => void s?.then((x) => limit.refund(x)).catch(() => undefined);
    // What refuses a sign-in: `err`, or the 429 of the address's budget.
    const refused = async (err: unknown): Promise<unknown> => {
      giveBack(spent);
      localsOf(res).user_id = undefined;
      try {
        await limit(r.limit, req, res, undefined);
        return err;
      } catch (limited) {
        return limited;
      }
    };
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
        checkedBeside(r, req),
      );
    } catch (err) {
      throw await refused(err);
    }
    const pending = who.revocation;
    if (pending) who.revocation = pending.then((err) => err && refused(err));
    localsOf(res).user_id = Number(who.claims.sub);
    try {
      limit.answer(await (spent ?? limit.spend(r.limit, req, who.claims.sub)), res);
    } catch (err) {
      // A refused token is answered as such, not by its user's limit.
      throw (await who.revocation) ?? err;
    }
    return who;
  };
  return (r, req, res) => (r.auth === 'token' ? withToken(r, req, res) : anonymous(r, req, res));
}

/**
 * Whether a route's revocation check may run beside its call: a read
 * (GET, HEAD) that is one RPC of a service, whose reply the gateway holds
 * until the check answers. The service checks the token's revocation
 * itself before it reads (zero trust, DESIGN.md section 4), so a revoked
 * token reads nothing either way; the gateway's check, no longer ahead of
 * the call, costs it no Redis round trip. Writes, local routes (a stream
 * answers as it goes) and proxied ones (a download is sent as it comes)
 * wait for the check first.
 */
export function checkedBeside(r: Route, req: Request): boolean {
  return r.call !== undefined && !r.proxy && !r.local && (req.method === 'GET' || req.method === 'HEAD');
}
