import { z } from 'zod';
import { env } from '@bms/platform';

/** Where the console takes the provider's answer (gateway/src/console: on to the connections screen). */
const DEV_REDIRECT_URI = 'http://127.0.0.1:8080/oauth/callback';

/** The prefix of each external service's variables. */
export const SERVICE_PREFIXES = { drive: 'DRIVE', calendar: 'CALENDAR', calendar_own: 'CALENDAR_OWN' } as const;
export type ServicePrefix = (typeof SERVICE_PREFIXES)[keyof typeof SERVICE_PREFIXES];

const optionalUrl = (description: string) =>
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional().describe(description);

/** The variables of one external service, without their prefix. */
function serviceSchemas(what: string) {
  return {
    PROVIDER: z
      .enum(['google', 'microsoft'])
      .optional()
      .describe(`preset endpoints of ${what}: google or microsoft (with _CLIENT_ID and _CLIENT_SECRET); else set _ISSUER, or _AUTH_URL and _TOKEN_URL`),
    ISSUER: optionalUrl(`OpenID issuer of ${what}: its endpoints are read from <issuer>/.well-known/openid-configuration`),
    AUTH_URL: optionalUrl(`authorization endpoint of ${what} (with _TOKEN_URL, when there is no _ISSUER or _PROVIDER)`),
    TOKEN_URL: optionalUrl(`token endpoint of ${what}`),
    REVOKE_URL: optionalUrl(`token revocation endpoint (RFC 7009) of ${what}; unset: a disconnect only forgets the tokens`),
    USERINFO_URL: optionalUrl(`userinfo endpoint of ${what}, which names the connected account when no ID token does`),
    CLIENT_ID: env.optionalString(`OAuth client id of this system at ${what}; unset: the service is not offered`),
    CLIENT_SECRET: env.optionalString(`OAuth client secret at ${what}; unset: a public client (PKCE alone)`),
    REDIRECT_URI: env.url(DEV_REDIRECT_URI, `address ${what} sends the user back to (register it there): the gateway's /oauth/callback`),
    SCOPES: env.optionalString(`scopes asked of ${what}, space-separated; unset: the preset's, else "openid email offline_access"`),
    TENANT: env.string('common', `Microsoft tenant of ${what} (with _PROVIDER=microsoft): common, organizations, consumers or a tenant id`),
  };
}

type Schemas = ReturnType<typeof serviceSchemas>;
export type ServiceKey = keyof Schemas;
type Prefixed<P extends string> = { [K in ServiceKey as `${P}_${K}`]: Schemas[K] };

/** One service's variables, `<P>_PROVIDER`, `<P>_ISSUER`, … */
function serviceVariables<P extends ServicePrefix>(prefix: P, what: string): Prefixed<P> {
  return Object.fromEntries(Object.entries(serviceSchemas(what)).map(([k, s]) => [`${prefix}_${k}`, s])) as Prefixed<P>;
}

/** What one service's variables hold once loaded. */
export type ServiceVariables = { [K in ServiceKey]: z.output<Schemas[K]> };

/** One service's loaded variables, from the whole configuration. */
export function variablesOf(config: Record<string, unknown>, prefix: ServicePrefix): ServiceVariables {
  const keys = Object.keys(serviceSchemas('')) as ServiceKey[];
  return Object.fromEntries(keys.map((k) => [k, config[`${prefix}_${k}`]])) as ServiceVariables;
}

/** The external services' variables (SPEC 4.8), spread into identity's configuration. */
export const connectionVariables = {
  CONNECTIONS_REFRESH_AHEAD_SECONDS: env.int(300, 'how long before an access token expires it is refreshed (once, by one identity replica)'),
  CONNECTIONS_REFRESH_POLL_MS: env.int(15_000, 'how often each identity replica looks for access tokens due for refresh'),
  CONNECTIONS_HTTP_TIMEOUT_MS: env.int(10_000, "how long a call to a provider's endpoint may take"),
  ...serviceVariables('DRIVE', 'the file-storage provider'),
  ...serviceVariables('CALENDAR', 'the calendar provider'),
  ...serviceVariables('CALENDAR_OWN', "the provider of a user's own calendar"),
};
