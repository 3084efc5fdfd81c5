import type { Provider } from './connection.repository';
import type { ServiceVariables } from './connection.config';

/** A provider's endpoints, as discovery or a preset gives them. */
export interface Endpoints {
  authorization: string;
  token: string;
  revocation?: string;
  userinfo?: string;
  jwks?: string;
  /** the `iss` its ID tokens carry; `{tenantid}` stands for the token's `tid` (Microsoft's multi-tenant endpoints) */
  issuer?: string;
  /** how this client authenticates at the token endpoint */
  auth: 'client_secret_basic' | 'client_secret_post' | 'none';
}

/** One external service's OAuth client, resolved from its variables. */
export interface ProviderSettings {
  /** how it is configured, for the log */
  kind: 'google' | 'microsoft' | 'issuer' | 'explicit';
  clientId: string;
  clientSecret?: string;
  redirectUri: string;
  scopes: string;
  /** an OpenID issuer whose discovery document gives the endpoints */
  issuer?: string;
  /** endpoints known without discovery (a preset's, or explicit URLs, which also override what discovery says) */
  endpoints: Partial<Endpoints>;
  /** parameters of the authorization request beyond the standard ones */
  extraParams: Record<string, string>;
}

const GOOGLE_SCOPES: Record<Provider, string> = {
  drive: 'openid email https://www.googleapis.com/auth/drive.file',
  calendar: 'openid email https://www.googleapis.com/auth/calendar',
  calendar_own: 'openid email https://www.googleapis.com/auth/calendar.events',
};
const MICROSOFT_SCOPES: Record<Provider, string> = {
  drive: 'openid email offline_access Files.ReadWrite',
  calendar: 'openid email offline_access Calendars.ReadWrite',
  calendar_own: 'openid email offline_access Calendars.ReadWrite',
};
const OIDC_SCOPES = 'openid email offline_access';

/** Google's documented OAuth 2.0 endpoints (developers.google.com/identity/protocols/oauth2/web-server, openid-connect). */
function google(): Partial<Endpoints> {
  return {
    authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
    token: 'https://oauth2.googleapis.com/token',
    revocation: 'https://oauth2.googleapis.com/revoke',
    userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
    jwks: 'https://www.googleapis.com/oauth2/v3/certs',
    issuer: 'https://accounts.google.com',
    auth: 'client_secret_post',
  };
}

/** The Microsoft identity platform (v2.0) of a tenant; it has no revocation endpoint. */
function microsoft(tenant: string): Partial<Endpoints> {
  const base = `https://login.microsoftonline.com/${encodeURIComponent(tenant)}`;
  return {
    authorization: `${base}/oauth2/v2.0/authorize`,
    token: `${base}/oauth2/v2.0/token`,
    userinfo: 'https://graph.microsoft.com/oidc/userinfo',
    jwks: `${base}/discovery/v2.0/keys`,
    issuer: 'https://login.microsoftonline.com/{tenantid}/v2.0',
    auth: 'client_secret_post',
  };
}

const defined = <T extends object>(o: T): Partial<T> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * The OAuth client of one service from its variables (`<P>_…`): null
 * when the service is not configured; the problems of a configuration
 * that cannot work, each naming its variable.
 */
export function resolveProvider(service: Provider, prefix: string, v: ServiceVariables): { settings: ProviderSettings | null; problems: string[] } {
  const problems: string[] = [];
  const explicit = defined({ authorization: v.AUTH_URL, token: v.TOKEN_URL, revocation: v.REVOKE_URL, userinfo: v.USERINFO_URL });
  const anyEndpoint = v.PROVIDER || v.ISSUER || Object.keys(explicit).length > 0;
  if (!anyEndpoint && !v.CLIENT_ID) return { settings: null, problems };
  if (!v.CLIENT_ID) problems.push(`${prefix}_CLIENT_ID: required when ${prefix}_PROVIDER, ${prefix}_ISSUER or ${prefix}_AUTH_URL is set`);
  if (v.PROVIDER && v.ISSUER) problems.push(`${prefix}_ISSUER: set either ${prefix}_PROVIDER or ${prefix}_ISSUER, not both`);
  if (!v.PROVIDER && !v.ISSUER && !(explicit.authorization && explicit.token))
    problems.push(`${prefix}_TOKEN_URL: ${prefix}_AUTH_URL and ${prefix}_TOKEN_URL are both required without ${prefix}_ISSUER or ${prefix}_PROVIDER`);
  if (problems.length) return { settings: null, problems };

  const preset = v.PROVIDER === 'google' ? google() : v.PROVIDER === 'microsoft' ? microsoft(v.TENANT) : {};
  const kind = v.PROVIDER ?? (v.ISSUER ? 'issuer' : 'explicit');
  const scopes = v.SCOPES ?? (kind === 'google' ? GOOGLE_SCOPES[service] : kind === 'microsoft' ? MICROSOFT_SCOPES[service] : OIDC_SCOPES);
  const extraParams: Record<string, string> = {};
  // Google gives a refresh token only for offline access, and again only with consent.
  if (kind === 'google') Object.assign(extraParams, { access_type: 'offline', prompt: 'consent' });
  // OpenID Connect Core 11: offline_access is asked with prompt=consent.
  else if (kind !== 'microsoft' && scopes.split(' ').includes('offline_access')) extraParams.prompt = 'consent';
  return {
    settings: {
      kind,
      clientId: v.CLIENT_ID!,
      clientSecret: v.CLIENT_SECRET,
      redirectUri: v.REDIRECT_URI,
      scopes,
      issuer: v.ISSUER,
      endpoints: { ...preset, ...explicit, ...(v.CLIENT_SECRET ? {} : { auth: 'none' as const }) },
      extraParams,
    },
    problems,
  };
}
