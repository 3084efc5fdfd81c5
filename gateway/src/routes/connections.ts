import { connections, resultSchema } from '@bms/contracts';
import { route, type Route } from './route';

const tag = 'External services';

/** The authorize and token routes of one external service (SPEC 4.8). */
function serviceRoutes(provider: string, base: string, what: string): Route[] {
  return [
    route({
      method: 'get',
      path: `${base}/authorize`,
      tag,
      summary: `The authorization link of ${what} (with a signed, expiring state)`,
      reply: connections.authorizeReply,
      errors: [401, 403],
      call: { domain: 'identity', rpc: 'AuthorizeConnection', request: () => ({ provider }) },
    }),
    route({
      method: 'post',
      path: `${base}/token`,
      tag,
      summary: `Save the caller's token of ${what} (encrypted at rest): {code, state} or {access_token, refresh_token, expires_in}`,
      body: connections.connectionTokenBody,
      reply: resultSchema,
      errors: [401, 403, 422],
      call: { domain: 'identity', rpc: 'SaveConnectionToken', request: ({ body }) => ({ provider, input: body }) },
    }),
  ];
}

/** External service connections: each service's authorize and token, and the caller's connections. */
export const connectionRoutes: Route[] = [
  route({
    method: 'get',
    path: '/api/extsvc-api/connections',
    tag,
    summary: "The caller's connection to each external service (drive, calendar, calendar_own): connected, since when, until when; never a token",
    reply: connections.connectionList,
    errors: [401, 403],
    call: { domain: 'identity', rpc: 'ListConnections', request: () => ({}) },
  }),
  ...serviceRoutes('drive', '/api/extsvc-api/drive', 'the external file-storage service'),
  ...serviceRoutes('calendar', '/api/extsvc-api/calendar', 'the external calendar service'),
  ...serviceRoutes('calendar_own', '/api/extsvc-api/calendar/own', "the user's personal calendar"),
];
