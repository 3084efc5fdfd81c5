import { z } from 'zod';
import { dateString, id, multilineText, optionalPhone, requiredText, text, website } from '../common';
import { customFieldValues } from './custom-field.schema';

export const CLIENT_TYPES = ['organization', 'person'] as const;
export const CLIENT_STATUSES = ['active', 'inactive'] as const;

export const clientBody = z.object({
  company_name: requiredText(191),
  type: z.enum(CLIENT_TYPES),
  address: multilineText(500).optional(),
  city: text(100).optional(),
  state: text(100).optional(),
  zip: text(20).optional(),
  country: text(100).optional(),
  phone: optionalPhone.optional(),
  website: website().optional(),
  status: z.enum(CLIENT_STATUSES).optional(),
  currency_symbol: text(8).optional(),
  group_ids: z
    .string()
    .max(1000, 'Must be at most 1000 characters.')
    .regex(/^(\d+(,\d+)*)?$/, 'Must be comma-separated group ids.')
    .optional(),
  labels: z.array(requiredText(50)).max(50).optional(),
  owner_id: id.optional(),
  custom_fields: customFieldValues.optional(),
});

export const clientSummary = z.object({
  id: z.number().int(),
  company_name: z.string(),
  type: z.string(),
  phone: z.string(),
  city: z.string(),
  country: z.string(),
  created_date: dateString,
  status: z.string(),
});

export const client = z.object({
  id: z.number().int(),
  company_name: z.string(),
  type: z.string(),
  phone: z.string(),
  city: z.string(),
  country: z.string(),
  created_date: dateString,
  address: z.string(),
  state: z.string(),
  zip: z.string(),
  website: z.string(),
  currency_symbol: z.string(),
  group_ids: z.string(),
  labels: z.array(z.string()),
  owner_id: z.number().int(),
  created_by: z.number().int(),
  status: z.string(),
});
