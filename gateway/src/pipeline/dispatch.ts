import type * as grpc from '@grpc/grpc-js';
import type { NextFunction, Request, Response } from 'express';
import { AppError, PEER_CONNECT_WAIT_MS, unary } from '@bms/platform';
import { type Domain, shapeReply } from '@bms/protos';
import type { Authenticated } from '../auth/authenticator';
import { claimMetadata } from '../idempotency/idempotency';
import type { createUpstreams } from '../proxy/upstreams';
import type { Route, RouteInput } from '../routes/route';
import { listOptionsOf, sendDownload, sendJson, shapeRecords } from './reply';
import { holdHeader } from './held-headers';
import { callContextOf } from './request-context';

/** Done when it returns, or when the promise it returns settles. */
export type DispatchStage = (r: Route, input: RouteInput, who: Authenticated | undefined, req: Request, res: Response, next: NextFunction) => void | Promise<unknown>;

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
  // The RPC path apart, in a function of its own: an async function's frame is as large as all it holds.
  const call = async (r: Route, input: RouteInput, who: Authenticated | undefined, req: Request, res: Response) => {
    const c = r.call!;
    const list = r.list ? listOptionsOf(r, input) : undefined;
    const request = c.request(input);
    const called = opts.serverTiming ? performance.now() : 0;
    const until = Date.now() + opts.timeoutMs;
    const send = () =>
      unary(opts.clients[c.domain], c.rpc, list ? { ...(request as object), options: list.options } : request, {
        token: who?.token,
        ...callContextOf(res),
        timeoutMs: Math.max(1, until - Date.now()),
        metadata: claimMetadata(res),
        // No replica connected this moment (one restarting while the other is reconnected to):
        // the call waits a little for one rather than fail at once.
        connectWaitMs: PEER_CONNECT_WAIT_MS,
      });
    let reply: unknown;
    try {
      reply = await send();
    } catch (err) {
      // The replica went away under the call (killed, its connection dropped): a call that
      // may be made twice is sent once more, to a replica still there, within its deadline.
      if (!(isDropped(err) && repeatable(r, req, res) && until - Date.now() > 100)) throw err;
      reply = await send();
    }
    // The service call's time, not what is waited for after it.
    const took = performance.now() - called;
    // A read whose revocation check ran beside its call answers once that passed.
    const refused = await who?.revocation;
    if (refused) throw refused;
    if (opts.serverTiming) holdHeader(res, 'Server-Timing', `upstream;dur=${took.toFixed(3)}`);
    const shaped = shapeReply(c.domain, c.rpc, reply);
    if (c.download) return sendDownload(res, r, c.download(shaped));
    for (const [name, value] of Object.entries(c.headers?.(shaped, input) ?? {})) holdHeader(res, name, value);
    sendJson(res, r.status, shapeRecords(c.response ? c.response(shaped) : shaped, list?.fields));
  };
  return (r, input, who, req, res, next) => {
    if (r.proxy) return opts.upstreams.forward(r.proxy.upstream, req, res, next, who?.token);
    if (!r.local) return call(r, input, who, req, res);
    res.locals.token = who?.token;
    return r.local(input, req, res);
  };
}

/** A call whose connection failed under it: no answer came from any service. */
function isDropped(err: unknown): boolean {
  return err instanceof AppError && err.kind === 'unavailable' && err.upstream?.from === 'transport';
}

/**
 * Whether doing the call twice leaves what doing it once does: reads, PUT and
 * PATCH (they set fields to given values), and a create (201) with an
 * Idempotency-Key (the service makes its record once, and answers a second
 * call from it). Not DELETE (a second would answer 404), nor any other POST.
 */
function repeatable(r: Route, req: Request, res: Response): boolean {
  return ['GET', 'HEAD', 'PUT', 'PATCH'].includes(req.method) || (req.method === 'POST' && r.status === 201 && claimMetadata(res) !== undefined);
}
