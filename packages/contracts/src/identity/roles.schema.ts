import { z } from 'zod';
import { pageQuery, requiredText, searchParam } from '../common';

export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;

/** The modules a role grants actions on; each service checks its own. */
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
  'checklists',
  'project_statuses',
  'team_members',
  'invoices',
  'item_categories',
  'announcements',
  'pages',
  'messages',
  'menus',
  'event_tracker',
  'files',
] as const;

export const roleBody = z.object({
  title: requiredText(100),
  permissions: z
    .partialRecord(z.enum(MODULES, 'Must be a module name.'), z.array(z.enum(ACTIONS)).max(4))
    .optional()
    .meta({ description: 'module → allowed actions (none when left out)', example: { clients: ['read', 'create'] } }),
});

export const roleListQuery = pageQuery.extend({ search: searchParam });

export const apiKeyBody = z.object({ name: requiredText(100) });

export const apiKeyListQuery = pageQuery;
