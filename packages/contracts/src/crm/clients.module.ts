import { z } from 'zod';
import type { EventPayloads } from '../events';
import { defineModule } from '../module';
import { CLIENT_STATUSES, client, clientBody, clientSummary } from './client.schema';

/** What crm.client.* events carry besides the id: the contract billing's projection reads (EventPayloads). */
const published = ['company_name', 'currency_symbol', 'status'] as const satisfies ReadonlyArray<keyof EventPayloads['crm.client']>;

/**
 * Clients (SPEC 4.2): a standard module with custom field values, whose
 * rules (the owner by default, the values, the created date) are in
 * services/crm/src/clients/client.rules.ts; what other modules and
 * services ask of clients is services/crm/src/clients/client.directory.ts.
 */
export const clientsModule = defineModule({
  service: 'crm',
  name: 'Client',
  plural: 'Clients',
  path: 'clients',
  tag: 'Clients',
  permission: 'clients',
  body: clientBody,
  filters: z.object({ status: z.enum(CLIENT_STATUSES).optional() }),
  record: client,
  summary: clientSummary,
  detail: z.object({ custom_fields: z.record(z.string(), z.string()).meta({ description: 'custom field values by key field_<n>' }) }),
  search: ['company_name'],
  sortable: ['company_name'],
  eventFields: published,
  defaults: {
    address: '',
    city: '',
    state: '',
    zip: '',
    country: '',
    phone: '',
    website: '',
    status: 'active',
    currency_symbol: '',
    group_ids: '',
    labels: [],
  },
});
