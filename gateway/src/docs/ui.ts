import * as path from 'node:path';
import type { Response } from 'express';

/**
 * The human-readable page of /api/docs: Swagger UI, served from the
 * installed swagger-ui-dist package (nothing is fetched from elsewhere,
 * not even the online spec validator).
 */
const dist = path.dirname(require.resolve('swagger-ui-dist/package.json'));

export const UI_PATH = '/api/docs/ui';

/** The files of the page, by the name they are served under, with their media type. */
export const UI_ASSETS = {
  'swagger-ui.css': { file: path.join(dist, 'swagger-ui.css'), type: 'text/css' },
  'swagger-ui-bundle.js': { file: path.join(dist, 'swagger-ui-bundle.js'), type: 'text/javascript' },
  'favicon-32x32.png': { file: path.join(dist, 'favicon-32x32.png'), type: 'image/png' },
} as const;

export type UiAsset = keyof typeof UI_ASSETS;

const PAGE = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Business Management API</title>
    <link rel="stylesheet" href="${UI_PATH}/swagger-ui.css">
    <link rel="icon" type="image/png" href="${UI_PATH}/favicon-32x32.png">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${UI_PATH}/swagger-ui-bundle.js"></script>
    <script src="${UI_PATH}/init.js"></script>
  </body>
</html>
`;

const INIT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/docs',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

// Scripts only from here (no inline script); Swagger UI sets inline styles.
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function sendUiPage(res: Response): void {
  res.set({ 'Content-Security-Policy': CSP, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' });
  res.type('text/html').send(PAGE);
}

export function sendUiInit(res: Response): void {
  res.set({ 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' });
  res.type('text/javascript').send(INIT);
}

export function sendUiAsset(res: Response, name: UiAsset): Promise<void> {
  const asset = UI_ASSETS[name];
  res.set({ 'X-Content-Type-Options': 'nosniff' });
  res.type(asset.type);
  return new Promise((resolve, reject) =>
    // The path is fixed (under node_modules/.pnpm: dotfiles allowed). A client that leaves mid-file is no error of ours.
    res.sendFile(asset.file, { maxAge: '1h', etag: false, dotfiles: 'allow' }, (err) => (err && !res.headersSent ? reject(err) : resolve())),
  );
}
