import type { z } from 'zod';
import { dateString, email, httpUrl, multilineText, phone, text } from '@bms/contracts';
import type { FieldType } from './custom-field.rules';

/** What a value is checked against: a custom field or a form field. */
export interface FieldRule {
  type: FieldType;
  options: readonly string[];
}

export type CheckedValue = { ok: true; value: string } | { ok: false; message: string };

const NUMBER = /^-?\d{1,15}(\.\d{1,10})?$/;
// As the module's own fields are: a text is one line, a textarea several, neither with other control characters.
const line = text(255);
const lines = multilineText(5000);
const url = httpUrl(2000);

const ok = (value: string): CheckedValue => ({ ok: true, value });
const bad = (message: string): CheckedValue => ({ ok: false, message });

/** `v` as `schema` takes it, or its first complaint. */
function parsed(schema: z.ZodType<string>, v: string): CheckedValue {
  const r = schema.safeParse(v);
  return r.success ? ok(r.data) : bad(r.error.issues[0]!.message);
}

/**
 * Whether a value says nothing, and so clears the field (or leaves a
 * required one unfilled): blank, or for multi_select no choice between its
 * commas (",": stored as it came, it would be an empty value that passed
 * for one).
 */
export function isBlank(field: FieldRule, raw: string): boolean {
  return field.type === 'multi_select' ? !raw.split(',').some((s) => s.trim()) : raw.trim() === '';
}

/**
 * A value that is not blank (isBlank) checked against its field's type, in the form it is
 * stored: emails lower-cased, phones without separators, checkboxes 1 or 0,
 * multi_select choices joined by commas.
 */
export function checkValue(field: FieldRule, raw: string): CheckedValue {
  const v = raw.trim();
  switch (field.type) {
    case 'text':
      return parsed(line, v);
    case 'textarea':
      return parsed(lines, v);
    case 'number':
      return NUMBER.test(v) ? ok(v) : bad('Must be a number.');
    case 'date':
      return dateString.safeParse(v).success ? ok(v) : bad('Must be a real date written YYYY-MM-DD.');
    case 'select':
      return field.options.includes(v) ? ok(v) : bad(`Must be one of: ${field.options.join(', ')}.`);
    case 'multi_select': {
      const chosen = v.split(',').map((s) => s.trim()).filter(Boolean);
      const unknown = chosen.filter((c) => !field.options.includes(c));
      if (unknown.length) return bad(`Each choice must be one of: ${field.options.join(', ')}.`);
      return ok([...new Set(chosen)].join(','));
    }
    case 'checkbox':
      if (v === '1' || v === 'true') return ok('1');
      if (v === '0' || v === 'false') return ok('0');
      return bad('Must be 1 (checked) or 0.');
    case 'email': {
      const r = email.safeParse(v);
      return r.success ? ok(r.data) : bad('Must be a valid email address.');
    }
    case 'url':
      return parsed(url, v);
    case 'phone': {
      const r = phone.safeParse(v);
      return r.success ? ok(r.data) : bad('Must be a valid phone number.');
    }
  }
}

/** Whether a field of this type must have options, and whether the options fit. */
export function optionsProblem(type: FieldType, options: readonly string[]): string | undefined {
  const choice = type === 'select' || type === 'multi_select';
  if (choice && options.length === 0) return 'A select field needs at least one option.';
  if (!choice && options.length > 0) return 'Only select and multi_select fields have options.';
  return undefined;
}
