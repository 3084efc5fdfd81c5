import { z } from 'zod';
import { email, id, isoTime, optionalPhone, queryId, requiredText, text } from '../common';
import { defineModule } from '../module';

const contact = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  job_title: z.string(),
  is_primary: z.boolean(),
  created_at: isoTime,
  updated_at: isoTime,
});

/** A person at a client (the client's contacts): deleted with the client. */
export const contacts = defineModule({
  service: 'crm',
  name: 'Contact',
  plural: 'Contacts',
  path: 'contacts',
  tag: 'Contacts',
  permission: 'contacts',
  body: z.object({
    client_id: id.meta({ description: 'the client this person works at' }),
    first_name: requiredText(100),
    last_name: text(100).optional(),
    email: z.union([z.literal(''), email]).optional(),
    phone: optionalPhone.optional(),
    job_title: text(100).optional(),
    is_primary: z
      .boolean()
      .optional()
      .meta({ description: "the client's main contact (default false). A client has at most one: marking a second answers 409 naming the primary one, to unmark first" }),
  }),
  filters: z.object({ client_id: queryId }),
  record: contact,
  summary: contact.omit({ created_at: true, updated_at: true }),
  search: ['first_name', 'last_name', 'email'],
  defaults: { last_name: '', email: '', phone: '', job_title: '', is_primary: false },
  belongsTo: { field: 'client_id', entity: 'crm.client' },
});
