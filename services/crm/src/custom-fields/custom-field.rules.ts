import { customFields } from '@bms/contracts';
import { type ModuleRules, type StoredFields, ValidationError } from '@bms/platform';
import { optionsProblem } from './field-value';

export type FieldType = (typeof customFields.FIELD_TYPES)[number];
export type FieldKind = (typeof customFields.CUSTOM_FIELD_KINDS)[number];

/** A custom field as stored (custom-fields.module.ts declares it). */
export interface CustomFieldDoc extends StoredFields {
  title: string;
  placeholder: string;
  related_to: FieldKind;
  type: FieldType;
  options: string[];
  required: boolean;
  sort: number;
}

/** The key of a field's values on a record. */
export const fieldKey = (id: number) => `field_${id}`;

const KIND_FIXED = 'The kind of record of a field cannot change.';

/** The fields' own rules, on the record as it will be after a write. */
function checkField(f: Pick<CustomFieldDoc, 'type' | 'options'>): void {
  const problem = optionsProblem(f.type, f.options);
  if (problem) throw ValidationError.field('options', problem);
}

/**
 * What custom fields have beyond a standard module: the kind of record a
 * field belongs to never changes, a select has options and no other type
 * has any (a field that stops being a select drops them unless new ones
 * are sent), and each shows the key of its values (field_<id>).
 */
export function customFieldRules(): ModuleRules {
  return {
    create: (fields, _ctx, before) => {
      if (before && fields.related_to !== before.related_to) throw ValidationError.field('related_to', KIND_FIXED);
      checkField(fields as Pick<CustomFieldDoc, 'type' | 'options'>);
      return fields;
    },
    update: (changes, before) => {
      if (changes.related_to !== undefined && changes.related_to !== before.related_to) throw ValidationError.field('related_to', KIND_FIXED);
      if (changes.type && !customFields.CHOICE_TYPES.includes(changes.type as FieldType) && changes.options === undefined) changes.options = [];
      checkField({ ...before, ...changes } as unknown as Pick<CustomFieldDoc, 'type' | 'options'>);
      return changes;
    },
    derived: (doc) => ({ key: fieldKey(doc._id) }),
  };
}
