import type { estimateRequests } from '@bms/contracts';
import { type Counters, type FieldErrors, type ModuleOptions, ValidationError } from '@bms/platform';
import type { FieldType } from '../custom-fields/custom-field.rules';
import { optionsProblem } from '../custom-fields/field-value';

type FieldInput = (typeof estimateRequests.requestFormFieldBody)['_output'];

/** A question of a form; its id keys the answers. */
export interface FormField {
  id: number;
  title: string;
  type: FieldType;
  options: string[];
  required: boolean;
  placeholder: string;
}

/**
 * The fields of a form as sent: a field with an id keeps it (and the
 * answers given to it); a new one gets a fresh id.
 */
async function formFields(input: FieldInput[], existing: FormField[], counters: Counters): Promise<FormField[]> {
  const known = new Set(existing.map((f) => f.id));
  const seen = new Set<number>();
  const errors: FieldErrors = {};
  input.forEach((f, i) => {
    if (f.id !== undefined) {
      if (!known.has(f.id)) errors[`fields.${i}.id`] = ['No such field in this form.'];
      else if (seen.has(f.id)) errors[`fields.${i}.id`] = ['The field is listed twice.'];
      seen.add(f.id);
    }
    const problem = optionsProblem(f.type, f.options ?? []);
    if (problem) errors[`fields.${i}.options`] = [problem];
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const out: FormField[] = [];
  for (const f of input) {
    out.push({
      id: f.id ?? (await counters.next('request_form_fields')),
      title: f.title,
      type: f.type,
      options: f.options ?? [],
      required: f.required ?? false,
      placeholder: f.placeholder ?? '',
    });
  }
  return out;
}

/** What forms have beyond a standard module (request-forms.module.ts): the fields' ids, kept or new, and their options checked. */
export function requestFormModule(counters: Counters): ModuleOptions {
  return {
    storage: { indexes: [{ key: { status: 1, _id: -1 } }] },
    rules: () => ({
      create: async (fields, _ctx, before) => ({
        ...fields,
        fields: await formFields((fields.fields ?? []) as FieldInput[], (before?.fields ?? []) as FormField[], counters),
      }),
      update: async (changes, before) =>
        changes.fields === undefined ? changes : { ...changes, fields: await formFields(changes.fields as FieldInput[], (before.fields ?? []) as FormField[], counters) },
    }),
  };
}
