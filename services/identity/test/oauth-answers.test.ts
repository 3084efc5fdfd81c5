import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getJson, MAX_ANSWER_BYTES, OAuthClient, ProviderUnreachable } from '../src/connections/oauth-client';

// What identity reads of a provider's answer (discovery, keys, tokens,
// userinfo): a few KB as a rule, and never more than MAX_ANSWER_BYTES, on a
// real HTTP server on loopback answering as a broken provider would.

/** A JSON text of `bytes` bytes. */
const jsonOf = (bytes: number) => `{"pad":"${'x'.repeat(bytes - 10)}"}`;

describe("a provider's answer", () => {
  let server: http.Server;
  let base: string;
  /** bytes the endless answer wrote, and whether its connection was closed */
  let endlessWrote = 0;
  let endlessClosed = false;
  const ENDLESS_BYTES = 256 * 1024 * 1024;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      if (req.url === '/small') return void res.end('{"issuer":"https://id.example.invalid"}');
      if (req.url === '/at-limit') return void res.end(jsonOf(MAX_ANSWER_BYTES));
      if (req.url === '/declared') return void res.end(jsonOf(2 * MAX_ANSWER_BYTES));
      // A tenth of the length said, then the connection goes (cut) or nothing more comes (stalled).
      if (req.url?.startsWith('/cut') || req.url?.startsWith('/stalled')) {
        res.writeHead(200, { 'Content-Length': 1000 });
        res.write('{"access_token":"a'.padEnd(100, 'a'));
        if (req.url.startsWith('/cut')) setTimeout(() => res.socket?.destroy(), 20);
        return;
      }
      // No length said: chunks until the client goes, or ENDLESS_BYTES.
      endlessWrote = 0;
      endlessClosed = false;
      res.on('close', () => (endlessClosed = true));
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      res.write('{"pad":"');
      const more = () => {
        while (!res.destroyed && endlessWrote < ENDLESS_BYTES) {
          endlessWrote += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        if (!res.destroyed) res.end('"}');
      };
      more();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('is read up to MAX_ANSWER_BYTES', async () => {
    expect(await getJson(5_000, `${base}/small`)).toEqual({ issuer: 'https://id.example.invalid' });
    const atLimit = (await getJson(5_000, `${base}/at-limit`)) as { pad: string };
    expect(atLimit.pad).toHaveLength(MAX_ANSWER_BYTES - 10);
  });

  it('is refused past it, whether its length is said or not, without reading the rest', async () => {
    const declared = getJson(5_000, `${base}/declared`);
    await expect(declared).rejects.toThrow(ProviderUnreachable);
    await expect(declared).rejects.toThrow(`answered more than ${MAX_ANSWER_BYTES} bytes`);
    await expect(getJson(30_000, `${base}/endless`)).rejects.toThrow(`answered more than ${MAX_ANSWER_BYTES} bytes`);
    // The connection was closed once the limit was passed (not left open, unread, until the
    // timeout), so the server stopped far short of its end.
    for (let i = 0; i < 40 && !endlessClosed; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(endlessClosed).toBe(true);
    expect(endlessWrote).toBeLessThan(ENDLESS_BYTES / 4);
  });

  it('cut off or stalled after its head is a provider out of reach, whatever was asked', async () => {
    await expect(getJson(5_000, `${base}/cut`)).rejects.toThrow(ProviderUnreachable);
    await expect(getJson(5_000, `${base}/cut`)).rejects.toThrow(/was cut off/);
    await expect(getJson(300, `${base}/stalled`)).rejects.toThrow(ProviderUnreachable);
    await expect(getJson(300, `${base}/stalled`)).rejects.toThrow(/no answer in 300 ms/);
    for (const [path, timeout, says] of [
      ['/cut/token', 5_000, /was cut off/],
      ['/stalled/token', 300, /no answer in 300 ms/],
      ['/declared', 5_000, /answered more than/],
    ] as const) {
      const client = new OAuthClient(
        { kind: 'explicit', clientId: 'bms', redirectUri: 'http://127.0.0.1/cb', scopes: 'files', endpoints: { authorization: `${base}/authorize`, token: `${base}${path}`, auth: 'client_secret_post' }, extraParams: {} },
        timeout,
      );
      // The token endpoint's answer says why, not that it held no token.
      await expect(client.exchange('code', 'verifier')).rejects.toThrow(ProviderUnreachable);
      await expect(client.refresh('refresh')).rejects.toThrow(says);
    }
  });
});
