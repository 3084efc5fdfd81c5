import { z } from 'zod';
import { dateString, email, id, isoTime, multilineText, optionalPhone, pageQuery, queryId, requiredText, searchParam, text } from '../common';
import { FIELD_TYPES, fieldOptions, MAX_VALUES } from './custom-field.schema';

export const FORM_STATUSES = ['active', 'inactive'] as const;

export const requestFormFieldBody = z.object({
  id: id.optional().meta({ description: 'an existing field of this form, kept on update; omit for a new field' }),
  title: requiredText(191),
  type: z.enum(FIELD_TYPES),
  options: fieldOptions.optional(),
  required: z.boolean().optional(),
  placeholder: text(191).optional(),
});

export const requestFormBody = z.object({
  title: requiredText(191),
  description: multilineText(5000).optional(),
  status: z.enum(FORM_STATUSES).optional().meta({ description: 'active (default) forms take requests' }),
  fields: z.array(requestFormFieldBody).max(100).optional().meta({ description: 'in display order' }),
});

export const requestFormListQuery = z.object({
  search: searchParam,
  status: z.enum(FORM_STATUSES).optional().meta({ description: 'inactive forms are listed only to managers of estimate requests' }),
});

export const requestFormField = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  options: z.array(z.string()),
  required: z.boolean(),
  placeholder: z.string(),
});

export const requestFormSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: z.string(),
  created_at: dateString,
});

export const requestForm = requestFormSummary.extend({
  fields: z.array(requestFormField),
  updated_at: isoTime,
});

/** An answer: a string, or a number or boolean taken as its text. */
const answer = z
  .union([z.string().max(5000), z.number(), z.boolean()])
  .transform((v) => (typeof v === 'string' ? v : String(v)));

export const estimateRequestBody = z.object({
  form_id: id,
  name: requiredText(191),
  email,
  phone: optionalPhone.optional(),
  company_name: text(191).optional(),
  message: multilineText(5000).optional(),
  answers: z
    .record(z.string().max(16).regex(/^[1-9]\d{0,15}$/, 'Must be a field id.'), answer)
    .refine((v) => Object.keys(v).length <= MAX_VALUES, `At most ${MAX_VALUES} answers.`)
    .meta({ maxProperties: MAX_VALUES })
    .optional()
    .meta({ description: "answers by field id, checked against the form's fields (required, type)", example: { '12': 'Website redesign' } }),
});

export const estimateRequestListQuery = pageQuery.extend({
  search: searchParam.meta({ description: 'prefix of a word of the name, email or company' }),
  form_id: queryId,
});

export const estimateRequest = z.object({
  id: z.number().int(),
  form_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company_name: z.string(),
  message: z.string(),
  answers: z.record(z.string(), z.string()),
  created_by: z.number().int(),
  created_at: dateString,
});
