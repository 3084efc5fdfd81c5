import type { ModuleRules } from '@bms/platform';
import type { CustomFieldValues, Values } from '../custom-fields/custom-field-values';

/**
 * What leads have beyond a standard module (leads.module.ts): the caller
 * owns a new lead unless it names an owner (a full update keeps the owner
 * unless it names one), and its custom field values are checked against
 * the leads' custom fields (required ones on create and full update), kept
 * on the lead, and shown in its detail for the fields that still exist.
 */
export function leadRules(values: CustomFieldValues): ModuleRules {
  return {
    create: async (fields, ctx, before) => ({
      ...fields,
      owner_id: fields.owner_id ?? before?.owner_id ?? ctx.caller.user_id,
      custom_fields: await values.forReplace('leads', fields.custom_fields as Values | undefined),
    }),
    update: async (changes, before) =>
      changes.custom_fields === undefined
        ? changes
        : { ...changes, custom_fields: await values.forPatch('leads', changes.custom_fields as Values, before.custom_fields as Values | undefined) },
    detail: async (doc) => ({ custom_fields: await values.visible('leads', doc.custom_fields as Values | undefined) }),
  };
}
