import { z } from 'zod';
import { defineModule } from '../module';
import { requestForm, requestFormBody, requestFormSummary } from './estimate-request.schema';

/**
 * Estimate-request forms (SPEC 4.9): written as a standard module by
 * holders of the estimate_requests permissions, with rules of their own
 * (services/crm/src/estimate-requests/request-form.rules.ts: each field of
 * a form keeps its id). Reading them is not standard, so it is written
 * beside the module: every signed-in user lists and reads the active forms
 * (a list without paging), managers the inactive ones too. No restore.
 * Its writes publish crm.request_form.* events (the audit trail records them).
 */
export const requestFormsModule = defineModule({
  service: 'crm',
  name: 'RequestForm',
  plural: 'RequestForms',
  noun: 'Form',
  path: 'request_estimate/forms',
  collection: 'request_forms',
  tag: 'Estimate requests',
  permission: 'estimate_requests',
  operations: ['create', 'update', 'delete'],
  body: requestFormBody,
  filters: z.object({}),
  record: requestForm,
  summary: requestFormSummary,
  search: ['title'],
  defaults: { description: '', status: 'active', fields: [] },
});
