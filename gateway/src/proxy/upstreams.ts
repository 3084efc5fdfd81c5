import * as http from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { createProxyMiddleware, fixRequestBody } from 'http-proxy-middleware';
import { CLAIM_HEADER_NAMES, CLIENT_ADDRESS_HEADER, claimHeaders, type IdempotencyClaim, type Logger } from '@bms/platform';
import { sendError } from '../errors';
import { API_RESPONSE_HEADERS } from '../security-headers';
import type { ProxyCall } from '../routes/route';
import { UpstreamTargets } from './targets';

type Upstream = ProxyCall['upstream'];

/**
 * The services' HTTP servers that proxied routes stream to (uploads and
 * downloads). One keep-alive agent for all of them: without it every
 * request opens a connection (measured: half the throughput). The request goes on with the
 * verified token (an API key's internal token), the request id, the client's address and its
 * Idempotency-Key's claim; a JSON body already parsed here is written out again.
 * An upstream may name several replicas (comma-separated URLs): requests go
 * to each in turn, and one that fails is passed over for a while. A request
 * that fails there is answered 503 with Retry-After (its body was streamed
 * away, so it is not sent again here): the client's retry, with the same
 * Idempotency-Key, goes to another replica.
 */
export function createUpstreams(targets: Record<Upstream, string>, logger: Logger) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const sentTo = new WeakMap<http.IncomingMessage, string>();
  const proxyTo = (name: string, replicas: UpstreamTargets) =>
    createProxyMiddleware<Request, Response>({
      target: replicas.urls[0],
      router: (req) => {
        const url = replicas.pick();
        sentTo.set(req, url);
        return url;
      },
      agent,
      changeOrigin: false,
      xfwd: false,
      ejectPlugins: true,
      plugins: [
        (proxy) => {
          proxy.on('proxyReq', (proxyReq, req, res) => {
            proxyReq.removeHeader('x-auth-token');
            proxyReq.removeHeader('cookie');
            const token = res.locals.upstream_token as string | undefined;
            if (token) proxyReq.setHeader('authorization', `Bearer ${token}`);
            else proxyReq.removeHeader('authorization');
            proxyReq.setHeader('x-request-id', res.locals.request_id as string);
            if (req.ip) proxyReq.setHeader(CLIENT_ADDRESS_HEADER, req.ip);
            else proxyReq.removeHeader(CLIENT_ADDRESS_HEADER);
            // The Idempotency-Key's claim, as gRPC calls carry it: the service stores it with the file it records.
            for (const name of CLAIM_HEADER_NAMES) proxyReq.removeHeader(name);
            for (const [name, v] of Object.entries(claimHeaders(res.locals.idempotency as IdempotencyClaim | undefined))) proxyReq.setHeader(name, v);
            fixRequestBody(proxyReq, req);
          });
          // The service's answer keeps the gateway's security headers, whatever it sent.
          proxy.on('proxyRes', (proxyRes) => {
            for (const [k, v] of Object.entries(API_RESPONSE_HEADERS)) proxyRes.headers[k.toLowerCase()] = v;
          });
          proxy.on('error', (err, req, res) => {
            const request_id = res instanceof http.ServerResponse ? (res as Response).locals?.request_id : undefined;
            const target = sentTo.get(req);
            if (target) replicas.failed(target);
            logger.warn({ err: (err as Error).message, upstream: name, target, request_id }, 'proxy error');
            if (res instanceof http.ServerResponse) {
              if (res.headersSent) res.destroy();
              else {
                res.setHeader('Retry-After', '1');
                sendError(res as Response, 503, 'The service is temporarily unavailable.');
              }
            }
          });
        },
      ],
    });
  const proxies = Object.fromEntries(
    Object.entries(targets).map(([name, list]) => [name, proxyTo(name, new UpstreamTargets(list))]),
  ) as Record<Upstream, ReturnType<typeof createProxyMiddleware<Request, Response>>>;

  return {
    /** Streams the request to `upstream` as the caller holding `token`. */
    forward(upstream: Upstream, req: Request, res: Response, next: NextFunction, token: string | undefined): Promise<void> {
      res.locals.upstream_token = token;
      return proxies[upstream](req, res, next);
    },
    close(): void {
      agent.destroy();
    },
  };
}
