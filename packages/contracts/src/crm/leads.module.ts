import { z } from 'zod';
import { queryId, text } from '../common';
import { defineModule } from '../module';
import { LEAD_STATUSES, lead, leadBody, leadSummary } from './lead.schema';

/**
 * Leads (SPEC 4.6): prospects followed by an owner until won or lost. A
 * standard module with custom field values, whose rules (the owner by
 * default, the values checked against the leads' custom fields) are in
 * services/crm/src/custom-fields/carried.rules.ts (shared with clients).
 */
export const leadsModule = defineModule({
  service: 'crm',
  name: 'Lead',
  plural: 'Leads',
  path: 'leads',
  tag: 'Leads',
  permission: 'leads',
  body: leadBody,
  filters: z.object({ status: z.enum(LEAD_STATUSES).optional(), source: text(100).optional(), owner_id: queryId }),
  record: lead,
  summary: leadSummary,
  detail: z.object({ custom_fields: z.record(z.string(), z.string()).meta({ description: 'custom field values by key field_<n>' }) }),
  search: ['company_name', 'contact_name', 'email'],
  eventFields: ['status', 'owner_id', 'source'],
  defaults: {
    type: 'organization',
    contact_name: '',
    email: '',
    phone: '',
    website: '',
    address: '',
    city: '',
    state: '',
    zip: '',
    country: '',
    status: 'new',
    source: '',
    labels: [],
    description: '',
  },
});
