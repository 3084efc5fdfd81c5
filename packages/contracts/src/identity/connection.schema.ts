import { z } from 'zod';

/** The external services one connects (SPEC 4.8): file storage, the shared calendar, one's own calendar. */
export const PROVIDERS = ['drive', 'calendar', 'calendar_own'] as const;

/**
 * A token to save: the authorization code the provider sent back (with the
 * state of the authorize link), or the tokens themselves.
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

/** Whether the caller is connected to one external service; never a token. */
export const connectionState = z.object({
  service: z.enum(PROVIDERS),
  connected: z.boolean().meta({
    description: 'a token (or an authorization code) is saved and usable: it has not expired, or it can be renewed (a refresh token, a code)',
  }),
  connected_at: z.string().nullable().meta({ description: 'when the token was last saved (ISO date-time); null: never' }),
  expires_at: z.string().nullable().meta({ description: 'when the saved access token expires (ISO date-time); null: no expiry given, or not connected' }),
});

export const connectionList = z.object({ records: z.array(connectionState) });
