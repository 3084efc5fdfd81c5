import * as http from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { AppError, CLAIM_HEADER_NAMES, CLIENT_ADDRESS_HEADER, claimHeaders, type IdempotencyClaim, type Logger } from '@bms/platform';
import { sendError } from '../errors';
import { API_RESPONSE_HEADERS } from '../security-headers';
import type { ProxyCall } from '../routes/route';
import { attempt, endToEnd } from './forward';
import { UpstreamTargets } from './targets';

type Upstream = ProxyCall['upstream'];

/** The request's headers as the upstream gets them: the verified token, the request id, the client's address, the Idempotency-Key's claim. */
function upstreamHeaders(req: Request, res: Response, token: string | undefined): http.OutgoingHttpHeaders {
  const h = endToEnd(req.headers);
  delete h['x-auth-token'];
  delete h.cookie;
  delete h.authorization;
  if (token) h.authorization = `Bearer ${token}`;
  h['x-request-id'] = res.locals.request_id as string;
  delete h[CLIENT_ADDRESS_HEADER];
  if (req.ip) h[CLIENT_ADDRESS_HEADER] = req.ip;
  // The Idempotency-Key's claim, as gRPC calls carry it: the service stores it with the file it records.
  for (const name of CLAIM_HEADER_NAMES) delete h[name];
  Object.assign(h, claimHeaders(res.locals.idempotency as IdempotencyClaim | undefined));
  return h;
}

/**
 * The services' HTTP servers that proxied routes stream to (uploads and
 * downloads). One keep-alive agent for all of them: without it every
 * request opens a connection (measured: half the throughput). The request goes on with the
 * verified token (an API key's internal token), the request id, the client's address and its
 * Idempotency-Key's claim; a JSON body already parsed here is written out again.
 * An upstream may name several replicas (comma-separated URLs): requests go
 * to each in turn, and one that fails is passed over for a while. A request
 * that a replica did not take (its connection refused, or closed before the
 * replica took the body: a replica stopping) goes to the next replica; one
 * that failed after it may have been taken (a replica killed under it) is
 * answered 503 with Retry-After (its body was streamed away): the client's
 * retry, with the same Idempotency-Key, goes to another replica. One that
 * keeps the gateway waiting past `waitMs` (GRPC_TIMEOUT_MS) is answered
 * as a gRPC call past its deadline: 504 with Retry-After.
 */
export function createUpstreams(targets: Record<Upstream, string>, logger: Logger, waitMs: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const replicasOf = Object.fromEntries(Object.entries(targets).map(([name, list]) => [name, new UpstreamTargets(list)])) as Record<Upstream, UpstreamTargets>;
  // The service's answer keeps the gateway's security headers, whatever it sent.
  const responseHeaders = (h: http.IncomingHttpHeaders) => {
    for (const [k, v] of Object.entries(API_RESPONSE_HEADERS)) h[k.toLowerCase()] = v;
  };

  return {
    /** Streams the request to `upstream` as the caller holding `token`; resolves when it is answered. */
    async forward(upstream: Upstream, req: Request, res: Response, _next: NextFunction, token: string | undefined): Promise<void> {
      const replicas = replicasOf[upstream];
      const headers = upstreamHeaders(req, res, token);
      const tried = new Set<string>();
      for (let url = replicas.pick(); url; url = replicas.pick(Date.now(), tried)) {
        tried.add(url);
        const a = await attempt(url, req, res, { agent, headers, responseHeaders, waitMs });
        if (a.outcome === 'answered' || a.outcome === 'gone') return;
        replicas.failed(url);
        const again = a.outcome === 'untaken' && tried.size < replicas.urls.length;
        logger.warn({ err: a.err.message, upstream, target: url, request_id: res.locals.request_id, sent_elsewhere: again }, 'proxy error');
        // Past its time: the replica may still be doing the work, so it is not asked of another (errorHandler: 504, Retry-After).
        if (a.outcome === 'timeout') throw new AppError('timeout', 'The request took too long.');
        if (!again) break;
      }
      if (res.headersSent) res.destroy();
      else {
        res.setHeader('Retry-After', '1');
        sendError(res, 503, 'The service is temporarily unavailable.');
      }
    },
    close(): void {
      agent.destroy();
    },
  };
}
