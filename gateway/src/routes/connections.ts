import { connections, resultSchema } from '@bms/contracts';
import { route, type Route } from './route';

const tag = 'External services';

/** The authorize, token and disconnect routes of one external service (SPEC 4.8). */
function serviceRoutes(provider: string, base: string, what: string): Route[] {
  return [
    route({
      method: 'get',
      path: `${base}/authorize`,
      tag,
      summary: `The authorization link of ${what}: OAuth 2.0 authorization code with PKCE, and a signed state good for one code of the caller (404: the service is not offered, no OAuth client being configured for it; 503: its provider cannot be reached)`,
      reply: connections.authorizeReply,
      errors: [401, 403, 404, 503],
      call: { domain: 'identity', rpc: 'AuthorizeConnection', request: () => ({ provider }) },
    }),
    route({
      method: 'post',
      path: `${base}/token`,
      tag,
      summary: `Connect the caller's account of ${what}: {code, state} exchanges the code at the provider at once (422 naming the provider's error when it refuses), or {access_token, refresh_token, expires_in} saves tokens obtained elsewhere; stored encrypted`,
      body: connections.connectionTokenBody,
      reply: resultSchema,
      errors: [401, 403, 404, 422, 503],
      call: { domain: 'identity', rpc: 'SaveConnectionToken', request: ({ body }) => ({ provider, input: body }) },
    }),
    route({
      method: 'delete',
      path: base,
      tag,
      summary: `Disconnect the caller's account of ${what}: its tokens are revoked at the provider (RFC 7009, where it has the endpoint), then forgotten (404: not connected)`,
      reply: resultSchema,
      errors: [401, 403, 404, 503],
      call: { domain: 'identity', rpc: 'DisconnectConnection', request: () => ({ provider }) },
    }),
  ];
}

/** External service connections: each service's authorize and token, and the caller's connections. */
export const connectionRoutes: Route[] = [
  route({
    method: 'get',
    path: '/api/extsvc-api/connections',
    tag,
    summary: "The caller's connection to each external service (drive, calendar, calendar_own): connected, since when, the access token until when, the scopes granted and the account; never a token",
    reply: connections.connectionList,
    errors: [401, 403],
    call: { domain: 'identity', rpc: 'ListConnections', request: () => ({}) },
  }),
  ...serviceRoutes('drive', '/api/extsvc-api/drive', 'the external file-storage service'),
  ...serviceRoutes('calendar', '/api/extsvc-api/calendar', 'the external calendar service'),
  ...serviceRoutes('calendar_own', '/api/extsvc-api/calendar/own', "the user's personal calendar"),
];
