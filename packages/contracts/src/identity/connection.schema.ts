import { z } from 'zod';

/** The external services one connects (SPEC 4.8): file storage, the shared calendar, one's own calendar. */
export const PROVIDERS = ['drive', 'calendar', 'calendar_own'] as const;

/**
 * A token to save: the authorization code the provider sent back (with the
 * state of the authorize link), exchanged at once; or the tokens themselves
 * (DESIGN 9), for a client that did the exchange on its own.
 */
export const connectionTokenBody = z
  .object({
    code: z.string().trim().min(1, 'This field is required.').max(2048).optional().meta({ description: 'the authorization code from the provider' }),
    state: z.string().trim().max(1024).optional().meta({ description: 'the state of the authorize link; required with code' }),
    access_token: z.string().trim().min(1, 'This field is required.').max(4096).optional(),
    refresh_token: z.string().trim().max(4096).optional(),
    expires_in: z.number().int().min(1).max(315_360_000).optional().meta({ description: 'seconds the access token lives' }),
  })
  .superRefine((b, ctx) => {
    if (b.code && b.access_token)
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'Send either code or access_token, not both.' });
    else if (b.code && !b.state) ctx.addIssue({ code: 'custom', path: ['state'], message: 'This field is required with code.' });
    else if (!b.code && !b.access_token) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'Send code (with state) or access_token.' });
      ctx.addIssue({ code: 'custom', path: ['access_token'], message: 'Send code (with state) or access_token.' });
    }
  });

export const authorizeReply = z.object({ url: z.string().meta({ description: "the provider's authorization link" }) });

/** The account at the provider, as its verified ID token (or userinfo) names it. */
export const connectionAccount = z.object({
  id: z.string().meta({ description: "the provider's subject (sub) of the account" }),
  email: z.string().nullable(),
  name: z.string().nullable(),
});

/** Whether the caller is connected to one external service; never a token. */
export const connectionState = z.object({
  service: z.enum(PROVIDERS),
  connected: z.boolean().meta({
    description: 'a usable token is held: an access token that has not expired, or a refresh token to renew it (refreshed before it expires)',
  }),
  configured: z.boolean().meta({ description: 'this server offers the service (an OAuth client is configured for it)' }),
  connected_at: z.string().nullable().meta({ description: 'when the account was connected (ISO date-time); null: not connected' }),
  expires_at: z.string().nullable().meta({ description: 'when the held access token expires (ISO date-time); null: no expiry given, or not connected' }),
  scopes: z.array(z.string()).meta({ description: 'the scopes the provider granted (empty while not connected)' }),
  account: connectionAccount.nullable().meta({ description: 'the account at the provider; null when not connected or the provider names none' }),
  disconnected_at: z.string().nullable().meta({ description: 'when the connection ended (ISO date-time): the provider refused to renew access, or the user disconnected' }),
  disconnect_reason: z.enum(['refused', 'user']).nullable().meta({ description: 'refused: the provider refused a refresh (connect again); user: disconnected by the user' }),
});

export const connectionList = z.object({ records: z.array(connectionState) });
