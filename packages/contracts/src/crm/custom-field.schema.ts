import { z } from 'zod';
import { dateString, requiredText, text } from '../common';

/** The kinds of value a custom field (or an estimate-request form field) holds. */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'date',
  'select',
  'multi_select',
  'checkbox',
  'email',
  'url',
  'phone',
] as const;

/** Field types whose values are chosen among the field's options. */
export const CHOICE_TYPES: ReadonlyArray<(typeof FIELD_TYPES)[number]> = ['select', 'multi_select'];

/** The kinds of record that carry custom field values. */
export const CUSTOM_FIELD_KINDS = ['clients', 'leads'] as const;

// Commas separate the choices of a multi_select value, so no option holds one.
const option = requiredText(100).refine((s) => !s.includes(','), 'Must not contain a comma.');

/** The choices of a select or multi_select field: distinct, in display order. */
export const fieldOptions = z
  .array(option)
  .max(100, 'At most 100 options.')
  .refine((a) => new Set(a).size === a.length, 'Options must be distinct.')
  .meta({ description: 'choices of a select or multi_select field (required for those, empty otherwise)' });

export const customFieldBody = z.object({
  title: requiredText(100),
  placeholder: text(191).optional(),
  related_to: z.enum(CUSTOM_FIELD_KINDS).meta({ description: 'the kind of record the field belongs to; cannot change later' }),
  type: z.enum(FIELD_TYPES),
  options: fieldOptions.optional(),
  required: z.boolean().optional().meta({ description: 'a value must be given on create and full update (default false)' }),
  sort: z.number().int().min(0).max(1_000_000).optional().meta({ description: 'display order, ascending (default 0)' }),
});

export const customField = z.object({
  id: z.number().int(),
  key: z.string().meta({ description: 'the key of its values on a record: field_<id>' }),
  title: z.string(),
  placeholder: z.string(),
  related_to: z.string(),
  type: z.string(),
  options: z.array(z.string()),
  required: z.boolean(),
  sort: z.number().int(),
  created_at: dateString,
});

/**
 * Custom field values of a record, by key field_<id>, as strings: numbers
 * as decimals, dates YYYY-MM-DD, checkboxes 1 or 0 (true/false accepted),
 * multi_select choices separated by commas; an empty string clears a value.
 */
/** More keys than any form or record has fields is an attack, not an edit. */
export const MAX_VALUES = 200;

export const customFieldValues = z
  .record(z.string().max(22).regex(/^field_[1-9]\d{0,15}$/, 'Must be field_<n>.'), z.string().max(5000))
  .refine((v) => Object.keys(v).length <= MAX_VALUES, `At most ${MAX_VALUES} values.`)
  .meta({ maxProperties: MAX_VALUES, description: 'custom field values by key field_<n>', example: { field_1: 'blue' } });
