import { z } from 'zod';
import { pageQuery, requiredText, searchParam } from '../common';
import { modules } from '../modules';

export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;

/** The modules a role grants actions on; each service checks its own. Those declared with defineModule add theirs. */
export const MODULES = [
  'team',
  'integrations',
  'clients',
  'leads',
  'estimates',
  'orders',
  'custom_fields',
  'contracts',
  'estimate_requests',
  'tasks',
  'team_members',
  'invoices',
  'announcements',
  'messages',
  'menus',
  'event_tracker',
  'files',
  'api_keys',
  ...modules.map((m) => m.permission),
] as const;

/**
 * A list with each entry once, where it first came: a repeated action
 * grants nothing more, and would be stored and answered as sent otherwise.
 */
const eachOnce = <T>(list: T[]): T[] => [...new Set(list)];

export const roleBody = z.object({
  title: requiredText(100),
  permissions: z
    .partialRecord(z.enum(MODULES, 'Must be a module name.'), z.array(z.enum(ACTIONS)).max(4).transform(eachOnce))
    .optional()
    .meta({ description: 'module → allowed actions (none when left out; an action repeated is kept once)', example: { clients: ['read', 'create'] } }),
});

export const roleListQuery = pageQuery.extend({ search: searchParam });

/** What a key may be limited to: the shape of a role's grants, at least one module. */
export const apiKeyScopes = z
  .partialRecord(z.enum(MODULES, 'Must be a module name.'), z.array(z.enum(ACTIONS)).min(1, 'Name at least one action.').max(4).transform(eachOnce))
  .refine((s) => Object.keys(s).length > 0, 'Name at least one module, or leave scopes out for all of your grants.');

export const apiKeyBody = z.object({
  name: requiredText(100),
  scopes: apiKeyScopes.optional().meta({
    description: 'module → actions the key is limited to, within your own grants (made with an API key: within its scopes; an action repeated is kept once); left out: all of your grants (made with a scoped API key: its scopes)',
    example: { clients: ['read'], invoices: ['read', 'create'] },
  }),
  expires_at: z.iso
    .datetime({ offset: true, error: 'Must be an ISO date-time such as 2026-12-31T23:59:59Z.' })
    .refine((v) => Date.parse(v) > Date.now(), 'Must be in the future.')
    .optional()
    .meta({ description: 'when the key stops working (made with an expiring API key: no later than it); left out: never (made with an expiring API key: when it expires)', example: '2026-12-31T23:59:59Z' }),
});

export const API_KEY_DEFAULT_GRACE_SECONDS = 86_400;
export const API_KEY_MAX_GRACE_SECONDS = 7 * 86_400;

export const apiKeyRotateBody = z.object({
  grace_seconds: z
    .number()
    .int()
    .min(0, 'Must be at least 0.')
    .max(API_KEY_MAX_GRACE_SECONDS, `Must be at most ${API_KEY_MAX_GRACE_SECONDS} (7 days).`)
    .optional()
    .meta({ description: 'how long the old secret keeps working (0: it stops at once); left out: 24 hours', example: 3600 }),
});

export const apiKeyListQuery = pageQuery;
