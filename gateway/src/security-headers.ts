import type { RequestHandler } from 'express';

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

export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.set(API_RESPONSE_HEADERS);
  next();
};
