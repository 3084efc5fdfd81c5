import type * as grpc from '@grpc/grpc-js';
import type { NextFunction, Request, Response } from 'express';
import { PEER_CONNECT_WAIT_MS, unary } from '@bms/platform';
import { type Domain, shapeReply } from '@bms/protos';
import type { Authenticated } from '../auth/authenticator';
import { claimMetadata } from '../idempotency/idempotency';
import type { createUpstreams } from '../proxy/upstreams';
import type { Route, RouteInput } from '../routes/route';
import { listOptionsOf, sendDownload, shapeRecords } from './reply';
import { callContextOf } from './request-context';

export type DispatchStage = (r: Route, input: RouteInput, who: Authenticated | undefined, req: Request, res: Response, next: NextFunction) => Promise<void>;

/**
 * Where a checked request goes: a proxied route to its upstream (uploads
 * and downloads), a local route to its handler, any other to its service's
 * RPC, whose reply is shaped as the API answers it (or sent as a file).
 */
export function dispatchStage(opts: {
  clients: Record<Domain, grpc.Client>;
  upstreams: ReturnType<typeof createUpstreams>;
  timeoutMs: number;
  /** say how long the service call took (Server-Timing: upstream;dur=ms), so that a caller can tell the gateway's own time from it */
  serverTiming?: boolean;
}): DispatchStage {
  return async (r, input, who, req, res, next) => {
    if (r.proxy) return opts.upstreams.forward(r.proxy.upstream, req, res, next, who?.token);
    if (r.local) {
      res.locals.token = who?.token;
      await r.local(input, req, res);
      return;
    }
    const c = r.call!;
    const list = r.list ? listOptionsOf(r, input) : undefined;
    const request = c.request(input);
    const called = opts.serverTiming ? performance.now() : 0;
    const reply = await unary(opts.clients[c.domain], c.rpc, list ? { ...(request as object), options: list.options } : request, {
      token: who?.token,
      ...callContextOf(res),
      timeoutMs: opts.timeoutMs,
      metadata: claimMetadata(res),
      // No replica connected this moment (one restarting while the other is reconnected to):
      // the call waits a little for one rather than fail at once.
      connectWaitMs: PEER_CONNECT_WAIT_MS,
    });
    if (opts.serverTiming) res.setHeader('Server-Timing', `upstream;dur=${(performance.now() - called).toFixed(3)}`);
    const shaped = shapeReply(c.domain, c.rpc, reply);
    if (c.download) return sendDownload(res, r, c.download(shaped));
    res.status(r.status).json(shapeRecords(c.response ? c.response(shaped) : shaped, list?.fields));
  };
}
