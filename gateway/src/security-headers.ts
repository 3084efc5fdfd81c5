import type { Response } from 'express';
import { holdHeader } from './pipeline/held-headers';

/**
 * Headers of every /api response, errors and streamed downloads included:
 * a browser must not guess a JSON body's type, nothing (tokens, secrets,
 * records) is kept in a shared or browser cache, and no address leaks to
 * the next site.
 */
export const API_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

const HEADERS = Object.entries(API_RESPONSE_HEADERS);
/** /api and below, as express mounts a path (case-insensitive). */
const API = /^\/api(?:\/|$)/i;

/** Sets them on a response to /api and below (`path`: the request's, as express's req.path). */
export function securityHeaders(path: string, res: Response): void {
  if (API.test(path)) for (const [k, v] of HEADERS) holdHeader(res, k, v);
}
