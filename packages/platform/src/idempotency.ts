import { ValidationError } from './errors';
import { mayBeDuplicateOn } from './mongo';

/**
 * An Idempotency-Key as a service sees it: the gateway's hash of the caller
 * and the key they sent, and the fingerprint of the request (route and
 * body). A create stores it on the record it makes, in the same insert, so
 * that a retry after any outcome (a 504, a crashed gateway, a client gone)
 * finds that record instead of making a second.
 */
export interface IdempotencyClaim {
  key: string;
  fingerprint: string;
}

/** The field a created record keeps its claim in (unique, sparse index). */
export const IDEMPOTENCY_FIELD = 'idempotency';

/** gRPC metadata (and HTTP headers, x- prefixed: `claimHeaders`) that carry a claim from the gateway. */
export const IDEMPOTENCY_METADATA = { key: 'idempotency-key', fingerprint: 'idempotency-fingerprint' } as const;

const HASH = /^[0-9a-f]{64}$/;

/** The gRPC metadata that carries a claim on to a service (none without one). */
export function metadataOfClaim(claim: IdempotencyClaim | undefined): Record<string, string> | undefined {
  return claim ? { [IDEMPOTENCY_METADATA.key]: claim.key, [IDEMPOTENCY_METADATA.fingerprint]: claim.fingerprint } : undefined;
}

/**
 * The HTTP headers that carry a claim to a service's own HTTP server (an
 * upload the gateway streams through): the metadata, x- prefixed. The
 * gateway sets them and drops any the caller sent.
 */
export function claimHeaders(claim: IdempotencyClaim | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(metadataOfClaim(claim) ?? {}).map(([name, v]) => [`x-${name}`, v]));
}

/** The names of `claimHeaders`. */
export const CLAIM_HEADER_NAMES = [`x-${IDEMPOTENCY_METADATA.key}`, `x-${IDEMPOTENCY_METADATA.fingerprint}`] as const;

/** The claim an HTTP request carries (`claimHeaders`), if any. */
export function claimFromHeaders(headers: Record<string, string | string[] | undefined>): IdempotencyClaim | undefined {
  return claimFrom((name) => headers[`x-${name}`]);
}

/** A claim from metadata or headers, when both parts are there and well-formed. */
export function claimFrom(get: (name: string) => unknown): IdempotencyClaim | undefined {
  const key = get(IDEMPOTENCY_METADATA.key);
  const fingerprint = get(IDEMPOTENCY_METADATA.fingerprint);
  return typeof key === 'string' && typeof fingerprint === 'string' && HASH.test(key) && HASH.test(fingerprint) ? { key, fingerprint } : undefined;
}

/** The record a claim made before, as the answer to its retry; 422 when the key was used for another request. */
export function replayOf<D extends { [IDEMPOTENCY_FIELD]?: IdempotencyClaim }>(doc: D, claim: IdempotencyClaim): D {
  if (doc[IDEMPOTENCY_FIELD]?.fingerprint !== claim.fingerprint) {
    throw ValidationError.field('Idempotency-Key', 'This key was used for another request (route or body); use a new key.');
  }
  return doc;
}

/**
 * Whether a duplicate-key error may be the claim's index (another request
 * with the key got there first): yes unless the error names another index.
 * A server need not name it (devdb does not; MongoDB does, in keyPattern and
 * in the message), so callers then look the claim up (`madeUnder`), which
 * is the truth either way, and rethrow when nothing was made under it.
 */
export function isClaimTaken(err: unknown): boolean {
  return mayBeDuplicateOn(err, `${IDEMPOTENCY_FIELD}.key`);
}
