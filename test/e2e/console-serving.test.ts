import * as fs from 'node:fs';
import * as path from 'node:path';
import express from 'express';
import request from 'supertest';
import { CONSOLE_DIR, serveConsole } from '@bms/gateway/console/serve-console';
import { type TestGateway, testGateway } from '../support/harness';
import { tempDir } from '../support/stack';

/** The admin console's files as the gateway serves them (npm test builds console/dist first). */
describe('the gateway serves the admin console at /admin', () => {
  let t: TestGateway;
  beforeAll(() => {
    t = testGateway();
  });
  afterAll(() => t.close());

  const nonceOf = (html: string) => /<meta name="csp-nonce" content="([^"]+)"/.exec(html)?.[1];

  it('answers index.html with a strict CSP whose style nonce is fresh for each response and written into the page', async () => {
    const a = await t.api.get('/admin');
    expect(a.status).toBe(200);
    expect(a.headers['content-type']).toMatch(/^text\/html/);
    expect(a.headers['cache-control']).toBe('no-cache');
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    const csp = a.headers['content-security-policy'] as string;
    const nonce = nonceOf(a.text);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      `style-src 'self' 'nonce-${nonce}'`,
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    // no inline script in the page
    expect(a.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

    const b = await t.api.get('/admin');
    expect(nonceOf(b.text)).not.toBe(nonce);
  });

  it('answers the page for every client route (the console routes in the browser), but not for a missing asset', async () => {
    for (const route of ['/admin/', '/admin/login', '/admin/clients/12/show/contract', '/admin/task-board']) {
      const res = await t.api.get(route);
      expect({ route, status: res.status, page: res.text.includes('<div id="root">') }).toEqual({ route, status: 200, page: true });
    }
    const missing = await t.api.get('/admin/assets/nothing-here.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('serves the hashed assets the page names, cached for good', async () => {
    const page = await t.api.get('/admin');
    const script = /<script type="module" crossorigin src="(\/admin\/assets\/[^"]+\.js)"/.exec(page.text)?.[1];
    expect(script).toBeDefined();
    const res = await t.api.get(script!);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends an OAuth provider coming back to /oauth/callback on to the connections screen, code and state kept', async () => {
    const res = await t.api.get('/oauth/callback?code=abc&state=x.y');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/admin/connections?code=abc&state=x.y');
  });

  it('without a build, /admin says how to make one; the API is another matter', async () => {
    const empty = tempDir('bms-no-console-');
    try {
      const app = express();
      app.use(serveConsole(empty));
      const res = await request(app).get('/admin/clients');
      expect(res.status).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text).toContain('npm run build');
      expect((await t.api.get('/api/time')).status).toBe(200);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
    // the real build is where the gateway looks
    expect(fs.existsSync(path.join(CONSOLE_DIR, 'index.html'))).toBe(true);
  });
});
