import * as crypto from 'node:crypto';
import type { Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { type Logger, type TokenClaims, Unavailable, ValidationError } from '@bms/platform';
import { HttpError } from '../errors';
import {
  type DoneEntry,
  type Entry,
  type IdempotencyStore,
  MemoryIdempotencyStore,
  type PendingEntry,
  RedisIdempotencyStore,
} from './idempotency.store';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotency-Replayed';

/** 1 to 255 visible ASCII characters (no spaces, no controls). */
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
/** The headers of a response that a replay repeats; the rest are made afresh. */
const KEPT_HEADERS = ['content-type', 'location', 'content-disposition'];
/** A response larger than this is not stored (no POST of ours answers that much). */
const MAX_STORED_BODY = 1024 * 1024;

export interface IdempotencyOptions {
  /** how long a response is kept for retries */
  retentionMs: number;
  /** how long a request waits for another one with its key to finish */
  waitMs: number;
  /** how long a claim lives unless renewed (a crashed gateway frees its keys after it) */
  claimMs: number;
}

export const defaultIdempotencyOptions: IdempotencyOptions = {
  retentionMs: 24 * 3600 * 1000,
  waitMs: 10_000,
  claimMs: 60_000,
};

/**
 * Idempotency keys on POST: the first response to a caller's key is stored
 * (not a 5xx: the client may retry those), and a retry with the same
 * request gets it again without the work being done twice. A request that
 * finds its key in flight waits for that response (up to `waitMs`, then
 * 409). The same key with another route or body is 422.
 */
export class Idempotency {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly logger: Logger,
    private readonly opts: IdempotencyOptions = defaultIdempotencyOptions,
  ) {}

  /**
   * Before the work of a POST: 'replayed' when the response has been sent
   * from the store, 'proceed' when the work is to be done (and, if the
   * request carries a key, its response will be stored).
   */
  async begin(req: Request, res: Response, caller: string): Promise<'replayed' | 'proceed'> {
    const given = req.get(IDEMPOTENCY_HEADER);
    if (given === undefined) return 'proceed';
    if (!KEY_FORMAT.test(given)) {
      throw ValidationError.field(IDEMPOTENCY_HEADER, 'Must be 1 to 255 visible ASCII characters.');
    }
    const key = sha256(`${caller}\n${given}`);
    const claim: PendingEntry = { state: 'pending', fp: fingerprint(req), owner: crypto.randomUUID() };
    const deadline = Date.now() + this.opts.waitMs;
    for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
      const there = await this.reach(() => this.store.claim(key, claim, this.opts.claimMs));
      if (!there) {
        this.recordResponse(key, claim, res);
        return 'proceed';
      }
      if (there.fp !== claim.fp) {
        throw ValidationError.field(IDEMPOTENCY_HEADER, 'This key was used for another request (route or body); use a new key.');
      }
      if (there.state === 'done') {
        replay(res, there);
        return 'replayed';
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new HttpError(409, 'A request with this Idempotency-Key is still in progress; retry shortly.', { 'Retry-After': '1' });
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
    }
  }

  private async reach(op: () => Promise<Entry | null>): Promise<Entry | null> {
    try {
      return await op();
    } catch (err) {
      // Without the store the work could be done twice: refuse to guess.
      this.logger.warn({ err: (err as Error).message }, 'idempotency store');
      throw new Unavailable('Idempotency keys are unavailable; try again shortly.');
    }
  }

  /**
   * Stores the response when it ends (before it is sent, so that a client
   * that has it finds it stored). A request whose client went away still
   * stores the response if its work ends; else its claim expires.
   */
  private recordResponse(key: string, claim: PendingEntry, res: Response): void {
    const renew = setInterval(() => {
      void this.store.extend(key, claim.owner, this.opts.claimMs).catch(() => undefined);
    }, this.opts.claimMs / 3);
    renew.unref();
    res.once('close', () => clearInterval(renew));

    const chunks: Buffer[] = [];
    let size = 0;
    const add = (chunk: unknown, encoding: unknown) => {
      if (chunk == null || typeof chunk === 'function') return;
      const b = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      size += b.length;
      if (size <= MAX_STORED_BODY) chunks.push(b);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: Response, ...args: unknown[]) {
      add(args[0], args[1]);
      return (write as (...a: unknown[]) => boolean).apply(this, args);
    } as Response['write'];
    res.end = function (this: Response, ...args: unknown[]) {
      add(args[0], args[1]);
      res.end = end;
      clearInterval(renew);
      void settle(res.statusCode).finally(() => (end as (...a: unknown[]) => Response).apply(res, args));
      return res;
    } as Response['end'];

    const settle = async (status: number) => {
      try {
        if (status < 500 && size <= MAX_STORED_BODY) {
          const entry: DoneEntry = { state: 'done', fp: claim.fp, status, headers: keptHeaders(res), body: Buffer.concat(chunks).toString('base64') };
          await this.store.complete(key, claim.owner, entry, this.opts.retentionMs);
        } else {
          await this.store.release(key, claim.owner);
        }
      } catch (err) {
        // The response goes out anyway; the claim expires by itself.
        this.logger.warn({ err: (err as Error).message }, 'idempotency store');
      }
    };
  }
}

/** The store by configuration: Redis when there is one, else memory. */
export function createIdempotency(redis: Redis | undefined, prefix: string, logger: Logger, opts: Partial<IdempotencyOptions> = {}): Idempotency {
  const store = redis ? new RedisIdempotencyStore(redis, prefix) : new MemoryIdempotencyStore();
  return new Idempotency(store, logger, { ...defaultIdempotencyOptions, ...opts });
}

/** Whose keys: the user (and the API key, when one signed in), else the client address. */
export function callerOf(req: Request, claims: TokenClaims | undefined): string {
  if (!claims) return `a:${req.ip}`;
  return claims.kid ? `u:${claims.sub}:k:${claims.kid}` : `u:${claims.sub}`;
}

/**
 * What "the same request" is: the method and URL, and the body. A JSON body
 * (or none) counts by its content, key order aside; another body (a
 * multipart upload, which streams through unread) by its media type and
 * Content-Length.
 */
function fingerprint(req: Request): string {
  const h = crypto.createHash('sha256').update(`${req.method} ${req.originalUrl}\n`);
  if (req.is(['application/json', 'application/*+json']) === false) {
    const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    h.update(`stream ${type} ${req.get('content-length') ?? 'chunked'}`);
  } else {
    h.update(`json ${canonicalJson(req.body ?? null)}`);
  }
  return h.digest('hex');
}

function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

function keptHeaders(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const v = res.getHeader(name);
    if (v !== undefined) out[name] = String(v);
  }
  return out;
}

function replay(res: Response, e: DoneEntry): void {
  const body = Buffer.from(e.body, 'base64');
  res.status(e.status);
  res.set(e.headers);
  res.set(REPLAYED_HEADER, 'true');
  res.set('Content-Length', String(body.length));
  res.end(body);
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** What /api/docs says about the header on every POST. */
export const idempotencyDocs = {
  parameter: {
    name: IDEMPOTENCY_HEADER,
    in: 'header',
    required: false,
    description:
      'Makes the POST safe to retry: the first response (not a 5xx) is kept 24 hours for this caller and key, and a retry with the same route and body gets it again, marked `Idempotency-Replayed: true`, without the work being done twice. The same key with another body is 422; while the first request is in progress a retry waits for it (409 if it takes too long).',
    schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
  },
  replayedHeader: {
    [REPLAYED_HEADER]: { description: 'true when the response is the stored answer to an earlier request with this Idempotency-Key', schema: { type: 'string', enum: ['true'] } },
  },
};
