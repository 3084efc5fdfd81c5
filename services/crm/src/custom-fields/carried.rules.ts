import type { ModuleRules } from '@bms/platform';
import type { CustomFieldValues, Values } from './custom-field-values';
import type { FieldKind } from './custom-field.rules';

/**
 * The rules of a module whose records have an owner and carry custom field
 * values (leads, clients): the caller owns a new record unless it names an
 * owner (a full update keeps the owner unless it names one); the values are
 * checked against the custom fields of `kind` (required ones on create and
 * full update), kept on the record, and shown in its detail for the fields
 * that still exist.
 */
export function ownedWithCustomFields(kind: FieldKind, values: CustomFieldValues): ModuleRules {
  return {
    create: async (fields, ctx, before) => ({
      ...fields,
      owner_id: fields.owner_id ?? before?.owner_id ?? ctx.caller.user_id,
      custom_fields: await values.forReplace(kind, fields.custom_fields as Values | undefined),
    }),
    update: async (changes, before) =>
      changes.custom_fields === undefined
        ? changes
        : { ...changes, custom_fields: await values.forPatch(kind, changes.custom_fields as Values, before.custom_fields as Values | undefined) },
    detail: async (doc) => ({ custom_fields: await values.visible(kind, doc.custom_fields as Values | undefined) }),
  };
}
