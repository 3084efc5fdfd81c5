import { type FieldErrors, type StoredFields, ValidationError } from '@bms/platform';
import { type CustomFieldDoc, type FieldKind, fieldKey } from './custom-field.rules';
import { checkValue, isBlank } from './field-value';

export type Values = Record<string, string>;

const errorKey = (key: string) => `custom_fields.${key}`;

/**
 * The custom field values of records of one kind (clients, leads), kept on
 * the record by key field_<id>: checked against the live fields of that
 * kind, and shown only for fields that still exist.
 */
export class CustomFieldValues {
  /** `fields`: the custom fields module's store (its documents as custom-fields.module.ts declares them) */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  constructor(private readonly fields: { find(filter: { related_to: FieldKind }): Promise<Array<StoredFields & Record<string, any>>> }) {}

  private async byKey(kind: FieldKind): Promise<Map<string, CustomFieldDoc>> {
    const docs = (await this.fields.find({ related_to: kind })) as CustomFieldDoc[];
    return new Map(docs.map((f) => [fieldKey(f._id), f]));
  }

  /** Sent values checked: known keys and typed values; a blank one ('', or no choice) clears. */
  private check(fields: Map<string, CustomFieldDoc>, sent: Values) {
    const values: Values = {};
    const cleared: string[] = [];
    const errors: FieldErrors = {};
    for (const [key, raw] of Object.entries(sent)) {
      const field = fields.get(key);
      if (!field) {
        errors[errorKey(key)] = ['No such custom field for this kind of record.'];
        continue;
      }
      if (isBlank(field, raw)) {
        cleared.push(key);
        continue;
      }
      const r = checkValue(field, raw);
      if (r.ok) values[key] = r.value;
      else errors[errorKey(key)] = [r.message];
    }
    return { values, cleared, errors };
  }

  /**
   * The values of a new record, or of one replaced whole (PUT): what is
   * sent, and every required field filled.
   */
  async forReplace(kind: FieldKind, sent: Values = {}): Promise<Values> {
    const fields = await this.byKey(kind);
    const { values, errors } = this.check(fields, sent);
    for (const [key, f] of fields) {
      if (f.required && values[key] === undefined && !errors[errorKey(key)]) errors[errorKey(key)] = ['This field is required.'];
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    return values;
  }

  /**
   * The values after a partial update (PATCH): those sent change ('' clears
   * one), the others stay, a deleted field's too (hidden, they show again
   * if the field is restored); a required value cannot be cleared.
   */
  async forPatch(kind: FieldKind, sent: Values, before: Values = {}): Promise<Values> {
    const fields = await this.byKey(kind);
    const { values, cleared, errors } = this.check(fields, sent);
    for (const key of cleared) if (fields.get(key)?.required) errors[errorKey(key)] = ['This field is required.'];
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const kept = Object.entries(before).filter(([k]) => !cleared.includes(k));
    return { ...Object.fromEntries(kept), ...values };
  }

  /**
   * Stored values of the fields that still exist, as they are now: a deleted
   * field's values are hidden, and so is a value its field no longer takes
   * (an option taken away, another type), as if it were not set. Kept, it
   * shows again if the field takes it again.
   */
  async visible(kind: FieldKind, stored: Values | undefined): Promise<Values> {
    if (!stored || Object.keys(stored).length === 0) return {};
    const fields = await this.byKey(kind);
    return Object.fromEntries(
      Object.entries(stored).filter(([k, v]) => {
        const field = fields.get(k);
        return field !== undefined && !isBlank(field, v) && checkValue(field, v).ok;
      }),
    );
  }
}
