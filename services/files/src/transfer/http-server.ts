import * as crypto from 'node:crypto';
import * as http from 'node:http';
import { pipeline } from 'node:stream/promises';
import {
  attachment,
  Caller,
  claimFromHeaders,
  CLIENT_ADDRESS_HEADER,
  clientAddressFrom,
  type Logger,
  noteCaller,
  NotFound,
  type RevocationCheck,
  tokenFromHeaders,
  type TokenVerifier,
  Unauthenticated,
  withRequestContext,
} from '@bms/platform';
import { shapeReply } from '@bms/protos';
import { type FileService, MODULE } from '../files/file.service';
import { HttpFailure, sendError, sendJson } from './http-errors';
import type { Uploads } from './upload';

const REQUEST_ID = /^[\w.:-]{1,128}$/;
const DOWNLOAD = /^\/api\/file-manager\/files\/([1-9]\d{0,15})\/download$/;

/**
 * The one byte range (first and last byte) a download's Range header asks of
 * `size` bytes (RFC 9110 14.2): null to send them all (none asked, several,
 * or a range that is not valid), 'unsatisfiable' when it starts past the end.
 */
export function rangeOf(header: string | undefined, size: number): { first: number; last: number } | null | 'unsatisfiable' {
  const m = /^bytes=(\d{0,15})-(\d{0,15})$/i.exec((header ?? '').trim());
  if (!m || (!m[1] && !m[2])) return null;
  if (!m[1]) {
    const suffix = Number(m[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { first: Math.max(0, size - suffix), last: size - 1 };
  }
  const first = Number(m[1]);
  const last = m[2] ? Number(m[2]) : Infinity;
  if (last < first) return null;
  return first >= size ? 'unsatisfiable' : { first, last: Math.min(last, size - 1) };
}

/**
 * The files service's HTTP server, for what does not fit in a unary RPC:
 * uploads streamed in and downloads streamed out. The gateway proxies the
 * raw requests here after authenticating and rate-limiting them; this
 * server verifies the token again and checks the `files` permission (zero
 * trust), and answers in the gateway's error shape.
 */
export function createTransferServer(opts: {
  files: FileService;
  uploads: Uploads;
  verifyToken: TokenVerifier;
  checkRevoked?: RevocationCheck;
  logger: Logger;
  /** how long a request may take to arrive (HTTP_REQUEST_TIMEOUT_MS; an option of the server: set later, Node does not apply it) */
  requestTimeoutMs: number;
}) {
  const { files, uploads, logger } = opts;

  async function authenticate(req: http.IncomingMessage, seen: { user_id?: number }): Promise<Caller> {
    const token = tokenFromHeaders(req.headers.authorization, undefined);
    if (!token) throw new Unauthenticated();
    const claims = opts.verifyToken(token);
    await opts.checkRevoked?.(claims);
    const caller = Caller.fromClaims(claims);
    seen.user_id = caller.user_id;
    noteCaller(caller);
    return caller;
  }

  /**
   * A file's bytes; its headers only, for a HEAD. A Range of one range (and
   * an If-Range naming its ETag, when sent) gets those bytes: 206, or 416
   * when it starts past the end.
   */
  async function download(req: http.IncomingMessage, id: number, res: http.ServerResponse, caller: Caller, headOnly: boolean): Promise<void> {
    caller.require(MODULE, 'read');
    const f = await files.find(id);
    if (!(await files.blobs.exists(f.blob_id))) throw new NotFound('File not found.');
    const etag = `"${f.sha256}"`;
    const ifRange = req.headers['if-range'];
    const range = ifRange === undefined || ifRange === etag ? rangeOf(req.headers.range, f.size) : null;
    if (range === 'unsatisfiable') {
      res.setHeader('Content-Range', `bytes */${f.size}`);
      throw new HttpFailure(416, `The range asked is past the end of the file (${f.size} bytes).`);
    }
    res.writeHead(range ? 206 : 200, {
      'Content-Type': f.content_type,
      'Content-Length': String(range ? range.last - range.first + 1 : f.size),
      ...(range ? { 'Content-Range': `bytes ${range.first}-${range.last}/${f.size}` } : {}),
      'Accept-Ranges': 'bytes',
      'Content-Disposition': attachment(f.name),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-cache',
      ETag: etag,
      'Repr-Digest': `sha-256=:${Buffer.from(f.sha256, 'hex').toString('base64')}:`,
    });
    if (headOnly) return void res.end();
    await pipeline(files.blobs.openRead(f.blob_id, range ? { start: range.first, end: range.last + 1 } : {}), res).catch((err: unknown) => {
      // A client that goes away mid-download is not a server error.
      if ((err as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw err;
    });
  }

  async function route(req: http.IncomingMessage, res: http.ServerResponse, seen: { user_id?: number }): Promise<void> {
    const path = (req.url ?? '').split('?')[0]!;
    if (path === '/api/file-manager/files' && req.method === 'POST') {
      const caller = await authenticate(req, seen);
      caller.require(MODULE, 'create');
      const made = await uploads.receive(req, caller.user_id, claimFromHeaders(req.headers));
      // A retry answered before its bytes were all read (past DRAIN_MS): the connection is not reused.
      if (!req.complete) res.setHeader('Connection', 'close');
      // The reply as the gateway shapes gRPC replies (unset optionals are null).
      return sendJson(res, 201, shapeReply('files', 'GetFile', made));
    }
    const m = DOWNLOAD.exec(path);
    // HEAD as GET, as the gateway serves every other GET route.
    if (m && (req.method === 'GET' || req.method === 'HEAD')) {
      return download(req, Number(m[1]), res, await authenticate(req, seen), req.method === 'HEAD');
    }
    throw new HttpFailure(404, 'No such route.');
  }

  return http.createServer({ keepAliveTimeout: 65_000, requestTimeout: opts.requestTimeoutMs }, (req, res) => {
    const given = req.headers['x-request-id'];
    const requestId = typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    const started = process.hrtime.bigint();
    const seen: { user_id?: number } = {};
    const address = clientAddressFrom(req.headers[CLIENT_ADDRESS_HEADER]);
    withRequestContext({ request_id: requestId, route: req.url?.split('?')[0], ...(address ? { address } : {}) }, () => {
      res.on('finish', () => {
        const line = {
          method: req.method,
          status: res.statusCode,
          user_id: seen.user_id,
          duration_ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        };
        if (res.statusCode >= 500) logger.warn(line, 'request');
        else logger.info(line, 'request');
      });
      route(req, res, seen).catch((err: unknown) => {
        // An answer before the whole request was read: the connection is not reused.
        if (!req.complete && !res.headersSent) res.setHeader('Connection', 'close');
        const status = sendError(res, err);
        if (status >= 500) logger.error({ err }, 'request failed');
      });
    });
  });
}

