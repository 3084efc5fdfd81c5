/* global process, console, URL, URLSearchParams, Buffer */
// A real OpenID provider (oidc-provider, certified) on loopback for the
// tests of external connections: one confidential client, PKCE required,
// refresh tokens (rotated on every use), revocation and introspection, a
// short access-token life, and sign-in and consent pages plain enough for a
// fetch-based client with a cookie jar or a browser. It counts the token
// requests it answers by account and grant type (GET /__test/stats). Its options come
// as JSON in argv[2]; it prints `oidc provider listening <port>` once up.
import * as http from 'node:http';
import Provider from 'oidc-provider';

const options = JSON.parse(process.argv[2] ?? '{}');
const port = options.port ?? 0;
const accounts = options.accounts ?? {};

// Token requests answered, by account and grant type; those refused, by error; revocations.
const stats = { accounts: {}, refused: {}, revocation: 0 };

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function formOf(req) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function start(issuer, listen) {
  const provider = new Provider(issuer, {
    clients: options.clients,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: true },
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    ttl: { AccessToken: options.accessTokenTtl ?? 60, RefreshToken: 86_400, Grant: 86_400, Session: 3_600, Interaction: 600, AuthorizationCode: 60, IdToken: 600 },
    rotateRefreshToken: true,
    issueRefreshToken: async (_ctx, client, code) => client.grantTypeAllowed('refresh_token') && code.scopes.has('offline_access'),
    findAccount: async (_ctx, sub) => {
      const a = accounts[sub];
      if (!a) return undefined;
      return { accountId: sub, claims: async () => ({ sub, email: a.email, email_verified: true, name: a.name }) };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-cookie-key-for-loopback-only'] },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page('Error', `<p id="error">${escape(out.error)}: ${escape(out.error_description ?? '')}</p>`);
    },
  });
  provider.on('grant.success', (ctx) => {
    const type = ctx.oidc.params?.grant_type;
    const account = ctx.oidc.entities.Account?.accountId ?? '?';
    const counts = (stats.accounts[account] ??= { authorization_code: 0, refresh_token: 0 });
    counts[type] = (counts[type] ?? 0) + 1;
  });
  provider.on('grant.error', (_ctx, err) => {
    stats.refused[err.error] = (stats.refused[err.error] ?? 0) + 1;
  });

  const callback = provider.callback();
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url, issuer);
      if (url.pathname === '/__test/stats') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(stats));
      }
      if (url.pathname === '/token/revocation' && req.method === 'POST') {
        res.on('finish', () => {
          if (res.statusCode === 200) stats.revocation += 1;
        });
      }
      const m = /^\/interaction\/([\w-]+)(\/(login|confirm|abort))?$/.exec(url.pathname);
      if (!m) return callback(req, res);
      const details = await provider.interactionDetails(req, res);
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        if (details.prompt.name === 'login') {
          return res.end(
            page(
              'Sign in to the test provider',
              `<form method="post" action="/interaction/${m[1]}/login"><label for="login">Account</label><input id="login" name="login" autocomplete="username"><label for="password">Password</label><input id="password" name="password" type="password"><button type="submit">Sign in</button></form>`,
            ),
          );
        }
        const client = details.params.client_id;
        return res.end(
          page(
            'Allow access',
            `<p>${escape(client)} asks for: <span id="scopes">${escape(details.params.scope)}</span></p><form method="post" action="/interaction/${m[1]}/confirm"><button type="submit">Allow</button></form><form method="post" action="/interaction/${m[1]}/abort"><button type="submit">Deny</button></form>`,
          ),
        );
      }
      const form = await formOf(req);
      if (m[3] === 'login') {
        const login = form.get('login') ?? '';
        const a = accounts[login];
        if (!a || a.password !== form.get('password')) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return res.end(page('Sign in to the test provider', '<p id="error">Wrong account or password.</p>'));
        }
        return provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
      }
      if (m[3] === 'abort') {
        return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The user denied access' }, { mergeWithLastSubmission: false });
      }
      const { prompt, params, session } = details;
      const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
      if (prompt.details.missingOIDCScope) grant.addOIDCScope(prompt.details.missingOIDCScope.join(' '));
      if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
      const grantId = await grant.save();
      return provider.interactionFinished(req, res, { consent: details.grantId ? {} : { grantId } }, { mergeWithLastSubmission: true });
    } catch (err) {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end(String(err?.message ?? err));
    }
  });
  server.listen(listen, '127.0.0.1', () => console.log(`oidc provider listening ${server.address().port}`));
  return server;
}

// The issuer names its port, so the port is taken first (0: a free one).
const probe = http.createServer();
probe.listen(port, '127.0.0.1', () => {
  const chosen = probe.address().port;
  probe.close(() => start(`http://127.0.0.1:${chosen}`, chosen));
});

process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
