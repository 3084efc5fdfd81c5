import * as http from 'node:http';
import type { Request, Response } from 'express';
import { onceClosed } from '@bms/platform';

/** Headers of one connection, never forwarded (RFC 9110 7.6.1), and the client's Expect (the gateway sends its own). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'expect']);

/** The headers of a message that are not its connection's. */
export function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase()),
  );
  return Object.fromEntries(Object.entries(headers).filter(([k, v]) => v !== undefined && !HOP_BY_HOP.has(k) && !named.has(k)));
}

/** What one request sends upstream: its body as bytes (parsed here already: it can be sent again), a stream (once), or none. */
type Body = { kind: 'bytes'; bytes: Buffer } | { kind: 'stream' } | { kind: 'none' };

function bodyOf(req: Request): Body {
  // A JSON body was read and parsed here: written out again, as many times as needed.
  if (req.readableEnded && req.body !== undefined && req.is(['application/json', 'application/*+json'])) {
    return { kind: 'bytes', bytes: Buffer.from(JSON.stringify(req.body)) };
  }
  const sends = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  return sends && !req.readableEnded ? { kind: 'stream' } : { kind: 'none' };
}

/** How an attempt on one replica ended. */
export type Attempt =
  | { outcome: 'answered' }
  /** the client went away before its answer: nothing to say, no replica to blame */
  | { outcome: 'gone' }
  /** the replica took none of the request (refused, or closed before taking its body): another may be asked */
  | { outcome: 'untaken'; err: Error }
  /** it failed after the replica may have taken (part of) the request */
  | { outcome: 'failed'; err: Error }
  /** the replica kept the gateway waiting past `waitMs` (for its 100 Continue, or its answer once it had the body) */
  | { outcome: 'timeout'; err: Error };

export interface ForwardOptions {
  agent: http.Agent;
  /** the request's headers as the upstream gets them (the client's, end to end, adjusted by the caller) */
  headers: http.OutgoingHttpHeaders;
  /** the upstream's response headers, adjusted before they are sent on */
  responseHeaders(h: http.IncomingHttpHeaders): void;
  /** how long the replica may keep the gateway waiting: for its 100 Continue, and for its answer once the request is all sent (not while the client sends its body) */
  waitMs: number;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Sends `req` to the replica at `base` and relays its answer to `res`. A
 * request with a body asks the replica to take it first (Expect:
 * 100-continue) and sends the body only when it has: until then, a
 * connection refused, reset or closed (a replica that stops closes the
 * kept-alive connections it is not answering on) leaves the request
 * untaken, as does any failure before the answer of a request that may be
 * made twice (GET), so that the caller may send it to another replica:
 * the body is still unread or, parsed here, still in hand. A replica that
 * keeps the gateway waiting past `waitMs` (stuck) times the attempt out.
 */
export function attempt(base: string, req: Request, res: Response, o: ForwardOptions): Promise<Attempt> {
  const body = bodyOf(req);
  const target = new URL(base);
  const headers: http.OutgoingHttpHeaders = { ...o.headers };
  if (body.kind === 'bytes') {
    headers['content-length'] = String(body.bytes.length);
    delete headers['transfer-encoding'];
  }
  if (body.kind !== 'none') headers.expect = '100-continue';
  return new Promise<Attempt>((resolve) => {
    let bodySent = false;
    let answered = false;
    let settled = false;
    let clientGone = false;
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const wait = (on: boolean) => {
      clearTimeout(timer);
      if (!on) return void (timer = undefined);
      timer = setTimeout(() => {
        timedOut = true;
        out.destroy(new Error(`no answer in ${o.waitMs} ms`));
      }, o.waitMs);
    };
    const settle = (a: Attempt) => {
      wait(false);
      if (settled) return;
      settled = true;
      resolve(a);
    };
    const out = http.request({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers,
      agent: o.agent,
    });
    const sendBody = () => {
      if (bodySent || answered) return;
      bodySent = true;
      if (body.kind === 'bytes') out.end(body.bytes);
      else {
        req.pipe(out);
        req.once('error', () => out.destroy());
      }
    };
    // The replica's time: until it asks for the body, and from the body's end to its answer.
    out.on('continue', () => {
      wait(false);
      sendBody();
    });
    out.on('finish', () => wait(!answered));
    out.on('response', (up) => {
      wait(false);
      answered = true;
      // Answered without taking the body (an error before it): the connection is not reused.
      if (body.kind !== 'none' && !bodySent) up.once('end', () => out.destroy());
      o.responseHeaders(up.headers);
      for (const [k, v] of Object.entries(endToEnd(up.headers))) res.setHeader(k, v!);
      res.writeHead(up.statusCode ?? 502);
      up.pipe(res);
      const cut = () => {
        res.destroy();
        settle({ outcome: 'answered' });
      };
      up.once('error', cut);
      up.once('aborted', cut);
      up.once('end', () => settle({ outcome: 'answered' }));
    });
    out.on('error', (err) => {
      if (answered) {
        // After the answer began: the client's response is cut short unless it is complete.
        if (!res.writableFinished) res.destroy();
        return settle({ outcome: 'answered' });
      }
      if (clientGone) return settle({ outcome: 'gone' });
      if (timedOut) return settle({ outcome: 'timeout', err });
      const untaken = (body.kind !== 'none' && !bodySent) || SAFE_METHODS.has(req.method) || (err as NodeJS.ErrnoException).code === 'ECONNREFUSED';
      settle(untaken ? { outcome: 'untaken', err } : { outcome: 'failed', err });
    });
    // The client gone before its answer: so is the request upstream.
    onceClosed(res, () => {
      if (res.writableFinished) return;
      clientGone = true;
      out.destroy();
    });
    wait(true);
    if (body.kind === 'none') out.end();
    else out.flushHeaders();
  });
}
