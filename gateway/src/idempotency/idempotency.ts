import * as crypto from 'node:crypto';
import type { Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { canonicalJson, type IdempotencyClaim, type Logger, metadataOfClaim, onceClosed, type TokenClaims, Unavailable, ValidationError } from '@bms/platform';
import { HttpError } from '../errors';
import {
  type DoneEntry,
  type IdempotencyStore,
  MemoryIdempotencyStore,
  type PendingEntry,
  RedisIdempotencyStore,
  type UnknownEntry,
} from './idempotency.store';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotency-Replayed';

/** 1 to 255 visible ASCII characters (no spaces, no controls). */
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
/** The headers of a response that a replay repeats; the rest are made afresh. */
const KEPT_HEADERS = ['content-type', 'location', 'content-disposition'];


export interface IdempotencyOptions {
  /** how long a response is kept for retries */
  retentionMs: number;
  /** how long a request waits for another one with its key to finish */
  waitMs: number;
  /**
   * how long a claim lives unless renewed (every third of it, while its
   * request is in flight): a crashed gateway frees its keys after it, so it is
   * shorter than `waitMs`, and a client's retry through another gateway is
   * done within its wait (a second request the claim lets through meanwhile
   * is made once all the same: the service keeps the key with its record)
   */
  claimMs: number;
  /**
   * a larger answer is kept as its status and sha256 only (a retry then
   * goes to the service, which answers from the record the first request
   * made); no create of ours answers that much
   */
  maxStoredBytes: number;
  /** the most keys one caller keeps within the retention; past it the oldest are forgotten */
  maxKeysPerCaller: number;
}

export const defaultIdempotencyOptions: IdempotencyOptions = {
  retentionMs: 24 * 3600 * 1000,
  waitMs: 10_000,
  claimMs: 6_000,
  maxStoredBytes: 64 * 1024,
  maxKeysPerCaller: 10_000,
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
   * request carries a key, its response will be stored, and the key goes
   * on to the service: `claimOf(res)`).
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
    const proceed = () => {
      res.locals.idempotency = { key, fingerprint: claim.fp } satisfies IdempotencyClaim;
      this.recordResponse(key, claim, res, sha256(caller));
      return 'proceed' as const;
    };
    for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
      const there = await this.reach(res, () => this.store.claim(key, claim, this.opts.claimMs));
      if (!there) return proceed();
      if (there.fp !== claim.fp) {
        throw ValidationError.field(IDEMPOTENCY_HEADER, 'This key was used for another request (route or body); use a new key.');
      }
      if (there.state === 'done') {
        replay(res, there);
        return 'replayed';
      }
      // The first ended without an answer to replay: ask the service again, with the same key.
      if (
        there.state === 'unknown' &&
        there.busy_until <= Date.now() &&
        (await this.reach(res, () => this.store.takeOver(key, there, claim, this.opts.claimMs)))
      ) {
        return proceed();
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new HttpError(409, 'A request with this Idempotency-Key is still in progress; retry shortly.', { 'Retry-After': '1' });
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
    }
  }

  private async reach<T>(res: Response, op: () => Promise<T>): Promise<T> {
    try {
      return await op();
    } catch (err) {
      // Without the store the work could be done twice: refuse to guess.
      this.logger.warn({ err: (err as Error).message, request_id: res.locals.request_id }, 'idempotency store');
      throw new Unavailable('Idempotency keys are unavailable; try again shortly.');
    }
  }

  /**
   * Stores the response when it ends (before it is sent, so that a client
   * that has it finds it stored). A request whose client went away still
   * stores the response if its work ends; else its claim expires.
   */
  private recordResponse(key: string, claim: PendingEntry, res: Response, callerIndex: string): void {
    const renew = setInterval(() => {
      void this.store.extend(key, claim.owner, this.opts.claimMs).catch(() => undefined);
    }, this.opts.claimMs / 3);
    renew.unref();
    onceClosed(res, () => clearInterval(renew));

    const chunks: Buffer[] = [];
    const whole = crypto.createHash('sha256');
    let size = 0;
    const add = (chunk: unknown, encoding: unknown) => {
      if (chunk == null || typeof chunk === 'function') return;
      const b = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      size += b.length;
      whole.update(b);
      if (size <= this.opts.maxStoredBytes) chunks.push(b);
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
      const bound = { index: callerIndex, max: this.opts.maxKeysPerCaller };
      try {
        if (res.locals.idempotencyForget === true || (res.getHeader('retry-after') !== undefined && res.locals.retryAfterUnknownOutcome !== true)) {
          // An answer that says nothing lasting (a dependency not known yet, or one that says when
          // to try again: a write that lost its races, a service's own answer included): a retry does the work.
          await this.store.release(key, claim.owner);
        } else if (status >= 500 || size > this.opts.maxStoredBytes) {
          // Not replayable, and the work may be done (or still be under way): a retry asks the service.
          // A timed-out call's work stops at its deadline, which is at most the wait from now.
          const entry: UnknownEntry = {
            state: 'unknown',
            fp: claim.fp,
            status,
            busy_until: Date.now() + (status === 504 ? this.opts.waitMs : 0),
            ...(size > this.opts.maxStoredBytes ? { digest: whole.digest('hex') } : {}),
          };
          await this.store.complete(key, claim.owner, entry, this.opts.retentionMs, bound);
        } else {
          const entry: DoneEntry = { state: 'done', fp: claim.fp, status, headers: keptHeaders(res), body: Buffer.concat(chunks).toString('base64') };
          await this.store.complete(key, claim.owner, entry, this.opts.retentionMs, bound);
        }
      } catch (err) {
        // The response goes out anyway; the claim expires by itself.
        this.logger.warn({ err: (err as Error).message, request_id: res.locals.request_id }, 'idempotency store');
      }
    };
  }
}

/** The store by configuration: Redis when there is one, else memory. */
export function createIdempotency(redis: Redis | undefined, prefix: string, logger: Logger, opts: Partial<IdempotencyOptions> = {}): Idempotency {
  const store = redis ? new RedisIdempotencyStore(redis, prefix) : new MemoryIdempotencyStore();
  return new Idempotency(store, logger, { ...defaultIdempotencyOptions, ...opts });
}

/**
 * Whose keys: the user (and the API key, when one signed in), else the
 * client address; on a route whose work is bound to the token itself
 * (logout), that token: another session's logout under the same key is
 * its own, not a replay of the first.
 */
export function callerOf(req: Request, claims: TokenClaims | undefined, tokenBound = false): string {
  if (!claims) return `a:${req.ip}`;
  const who = claims.kid ? `u:${claims.sub}:k:${claims.kid}` : `u:${claims.sub}`;
  return tokenBound ? `${who}:t:${claims.jti}` : who;
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

/** The gRPC metadata that carries a request's Idempotency-Key on to the service (none without one). */
export function claimMetadata(res: Response): Record<string, string> | undefined {
  return metadataOfClaim(res.locals.idempotency as IdempotencyClaim | undefined);
}

/** What /api/docs says about the header on every POST. */
export const idempotencyDocs = {
  parameter: {
    name: IDEMPOTENCY_HEADER,
    in: 'header',
    required: false,
    description:
      'Makes the POST safe to retry: the first response (not a 5xx; at most 64 KB) is kept 24 hours for this caller and key, and a retry with the same route and body gets it again, marked `Idempotency-Replayed: true`, without the work being done twice. After a 5xx (a timeout included) a retry goes to the service with the same key, and a create that was done answers the record it made instead of making another. The same key with another body is 422; while the first request is in progress a retry waits for it (409 if it takes too long).',
    schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
  },
  replayedHeader: {
    [REPLAYED_HEADER]: { description: 'true when the response is the stored answer to an earlier request with this Idempotency-Key', schema: { type: 'string', enum: ['true'] } },
  },
};
