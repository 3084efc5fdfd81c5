import type { NextFunction, Request, Response } from 'express';
import { sendError } from '../errors';
import type { RouteTable } from './route-table';

/** 405 (with Allow) for a known path and another method; 404 for an unknown path. */
export function unmatched(table: RouteTable) {
  return (req: Request, res: Response, _next: NextFunction) => {
    const allowed = table.methodsOf(req.path);
    if (allowed.length) {
      res.set('Allow', allowed.join(', '));
      return sendError(res, 405, `Method ${req.method} is not allowed here.`);
    }
    sendError(res, 404, 'No such route.');
  };
}
