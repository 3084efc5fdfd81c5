import type { NextFunction, Request, Response } from 'express';
import { match } from 'path-to-regexp';
import { sendError } from '../errors';
import { expressPath, type Route } from '../routes/route';

/** 405 (with Allow) for a known path and another method; 404 for an unknown path. */
export function unmatched(routes: Route[]) {
  const matchers = routes.map((r) => ({ method: r.method.toUpperCase(), test: match(expressPath(r.path)) }));
  return (req: Request, res: Response, _next: NextFunction) => {
    const allowed = [...new Set(matchers.filter((m) => m.test(req.path)).map((m) => m.method))];
    if (allowed.length) {
      res.set('Allow', allowed.join(', '));
      return sendError(res, 405, `Method ${req.method} is not allowed here.`);
    }
    sendError(res, 404, 'No such route.');
  };
}
