import * as crypto from 'node:crypto';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import express, { type Request, type Response, Router } from 'express';

/** Where the console is served. */
export const CONSOLE_PATH = '/admin';

/** The console's build (console/dist in the workspace), from gateway/src/console and gateway/dist/console alike. */
export const CONSOLE_DIR = path.resolve(__dirname, '..', '..', '..', 'console', 'dist');

/** The meta tag the page reads its style nonce from (console/src/main.tsx). */
const NONCE_META = /<meta name="csp-nonce" content="[^"]*"\s*\/?>/;

/**
 * The page's policy: scripts only from this origin (no inline script),
 * styles only from this origin or carrying this response's nonce (emotion
 * puts it on the <style> elements MUI adds; no 'unsafe-inline'), requests
 * only to this origin, never framed, no plugins, no <base>.
 */
export function consoleCsp(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
};

const NOT_BUILT =
  'The admin console is not built.\n' +
  'Build it with `npm run build` (or `node scripts/build.js`; `npm start` does it too), then reload this page.\n' +
  'The API under /api works without it.\n';

function sendText(res: Response, status: number, text: string): void {
  res.status(status).set({ ...COMMON_HEADERS, 'Cache-Control': 'no-store' }).type('text/plain').send(text);
}

/**
 * The admin console's static files under /admin: hashed assets cached for
 * good, index.html for every client route (never cached, with a fresh CSP
 * nonce). Without a build, /admin says how to make one; /api is untouched.
 * OAuth providers send the user back to /oauth/callback (the default
 * redirect address): on to the console's connections screen, code and
 * state kept.
 */
export function serveConsole(dir: string = CONSOLE_DIR): Router {
  const router = Router();
  const assets = path.join(dir, 'assets');

  router.get('/oauth/callback', (req, res) => {
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    res.set(COMMON_HEADERS).redirect(302, `${CONSOLE_PATH}/connections${query}`);
  });

  router.use(
    `${CONSOLE_PATH}/assets`,
    express.static(assets, {
      index: false,
      redirect: false,
      immutable: true,
      maxAge: '365d',
      etag: false,
      setHeaders: (res) => res.set(COMMON_HEADERS),
    }),
    (_req: Request, res: Response) => sendText(res, 404, 'No such file of the admin console.\n'),
  );

  const page = async (_req: Request, res: Response) => {
    let html: string;
    try {
      html = await fs.readFile(path.join(dir, 'index.html'), 'utf8');
    } catch {
      return sendText(res, 503, NOT_BUILT);
    }
    const nonce = crypto.randomBytes(16).toString('base64');
    res
      .status(200)
      .set({ ...COMMON_HEADERS, 'Content-Security-Policy': consoleCsp(nonce), 'Cache-Control': 'no-cache' })
      .type('text/html')
      .send(html.replace(NONCE_META, `<meta name="csp-nonce" content="${nonce}" />`));
  };
  router.get([CONSOLE_PATH, `${CONSOLE_PATH}/*path`], page);
  return router;
}
