import { z } from 'zod';
import { dateString, email, id, isoTime, multilineText, optionalPhone, requiredText, text, website } from '../common';
import { CLIENT_TYPES } from './client.schema';
import { customFieldValues } from './custom-field.schema';

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'] as const;

export const leadBody = z.object({
  company_name: requiredText(191).meta({ description: 'the company, or the person for a lead of type person' }),
  type: z.enum(CLIENT_TYPES).optional().meta({ description: 'organization (default) or person' }),
  contact_name: text(191).optional(),
  email: z.union([z.literal(''), email]).optional(),
  phone: optionalPhone.optional(),
  website: website().optional(),
  address: multilineText(500).optional(),
  city: text(100).optional(),
  state: text(100).optional(),
  zip: text(20).optional(),
  country: text(100).optional(),
  status: z.enum(LEAD_STATUSES).optional().meta({ description: 'default new' }),
  source: text(100).optional().meta({ description: 'where the lead came from (website, referral, …)' }),
  owner_id: id.optional().meta({ description: 'the user who follows the lead; the caller by default' }),
  labels: z.array(requiredText(50)).max(50).optional(),
  description: multilineText(5000).optional(),
  custom_fields: customFieldValues.optional(),
});

export const leadSummary = z.object({
  id: z.number().int(),
  company_name: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.string(),
  source: z.string(),
  owner_id: z.number().int(),
  created_at: dateString,
});

export const lead = z.object({
  id: z.number().int(),
  company_name: z.string(),
  type: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  status: z.string(),
  source: z.string(),
  owner_id: z.number().int(),
  labels: z.array(z.string()),
  description: z.string(),
  created_by: z.number().int(),
  created_at: dateString,
  updated_at: isoTime,
});
