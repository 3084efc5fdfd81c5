import * as crypto from 'node:crypto';
import * as http from 'node:http';
import * as https from 'node:https';
import * as net from 'node:net';
import type { Target } from './target-policy';

/**
 * `X-Signature` of a body: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>" keyed with the secret>`. The time is signed too, so that a
 * receiver can refuse an old delivery replayed by someone else.
 */
export function signature(secret: string, body: string, t = Math.floor(Date.now() / 1000)): string {
  const mac = crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${mac}`;
}

/** What came back from one POST. */
export interface SendResult {
  /** a 2xx status */
  ok: boolean;
  /** the response status; null when none came back */
  status: number | null;
  /** short and free of secrets; null on success */
  error: string | null;
  /** the start of the response body, when it had one (at most KEPT_RESPONSE_BYTES), for a caller that reads the answer */
  body?: string;
}

/** How much of a response body is kept for the caller. */
const KEPT_RESPONSE_BYTES = 4 * 1024;

/** The most of a response body read (and thrown away) before the connection is closed. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * POSTs `body` to a checked target: to the address the policy resolved
 * (never resolving again), with the URL's host for the Host header and TLS
 * (SNI and certificate check), no redirect followed, within `timeoutMs`
 * from connect to the end of the response.
 */
export function send(
  target: Target,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<SendResult> {
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const done = (r: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(r);
    };
    const isHttps = target.url.protocol === 'https:';
    const options: https.RequestOptions = {
      host: target.address,
      family: target.family,
      port: target.port,
      path: `${target.url.pathname}${target.url.search}`,
      method: 'POST',
      headers: {
        ...headers,
        Host: target.url.host,
        'Content-Length': String(Buffer.byteLength(body)),
        'User-Agent': 'bms-webhooks/1',
      },
      agent: false,
      signal,
      ...(isHttps && !net.isIP(target.hostname) ? { servername: target.hostname } : {}),
    };
    const req = (isHttps ? https : http).request(options, (res) => {
      const status = res.statusCode ?? 0;
      let read = 0;
      const kept: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        if (read < KEPT_RESPONSE_BYTES) kept.push(chunk.subarray(0, KEPT_RESPONSE_BYTES - read));
        read += chunk.length;
        if (read > MAX_RESPONSE_BYTES) finish();
      });
      res.on('end', finish);
      res.on('error', finish);
      function finish() {
        const text = Buffer.concat(kept).toString('utf8');
        const body = text ? { body: text } : {};
        if (status >= 200 && status < 300) done({ ok: true, status, error: null, ...body });
        else if (status >= 300 && status < 400) done({ ok: false, status, error: `HTTP ${status}: redirects are not followed`, ...body });
        else done({ ok: false, status, error: `HTTP ${status}`, ...body });
      }
    });
    const timer = setTimeout(() => done({ ok: false, status: null, error: `no response within ${timeoutMs} ms` }), timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) => done({ ok: false, status: null, error: describe(err, target) }));
    req.end(body);
  });
}

/** A connection error in a few words, naming the address (never the secret or the body). */
function describe(err: NodeJS.ErrnoException, target: Target): string {
  const where = `${target.family === 6 ? `[${target.address}]` : target.address}:${target.port}`;
  switch (err.code) {
    case 'ECONNREFUSED':
      return `connection refused by ${where}`;
    case 'ECONNRESET':
      return `connection reset by ${where}`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${where} is unreachable`;
    case 'ABORT_ERR':
      return 'aborted (the service is stopping)';
    default:
      if (err.code?.startsWith('ERR_TLS') || /certificate|ssl|tls/i.test(err.message)) return `TLS error: ${err.message.slice(0, 160)}`;
      return `${err.code ?? 'error'}: ${err.message.slice(0, 160)}`;
  }
}
