import { type AuthedContext, type ModuleRules, type UserDirectory, ValidationError } from '@bms/platform';
import type { CustomFieldValues, Values } from './custom-field-values';
import type { FieldKind } from './custom-field.rules';

/**
 * The rules of a module whose records have an owner and carry custom field
 * values (leads, clients): the caller owns a new record unless it names an
 * owner (a full update keeps the owner unless it names one), and an owner
 * named must be a user identity knows; the values are checked against the
 * custom fields of `kind` (required ones on create and full update), kept
 * on the record, and shown in its detail for the fields that still exist.
 */
export function ownedWithCustomFields(kind: FieldKind, values: CustomFieldValues, users: UserDirectory): ModuleRules {
  return {
    create: async (fields, ctx, before) => {
      await requireOwner(users, fields.owner_id, before?.owner_id, ctx);
      return {
        ...fields,
        owner_id: fields.owner_id ?? before?.owner_id ?? ctx.caller.user_id,
        custom_fields: await values.forReplace(kind, fields.custom_fields as Values | undefined),
      };
    },
    update: async (changes, before, ctx) => {
      await requireOwner(users, changes.owner_id, before.owner_id, ctx);
      return changes.custom_fields === undefined
        ? changes
        : { ...changes, custom_fields: await values.forPatch(kind, changes.custom_fields as Values, before.custom_fields as Values | undefined) };
    },
    detail: async (doc) => ({ custom_fields: await values.visible(kind, doc.custom_fields as Values | undefined) }),
  };
}

/**
 * Throws a 422 on owner_id when `named` is a user identity does not know.
 * Identity is asked only about a new owner: not about the owner the record
 * has (it may have left since; the record is still theirs until someone
 * names another), nor about the caller, who is signed in.
 */
async function requireOwner(users: UserDirectory, named: unknown, current: unknown, ctx: AuthedContext): Promise<void> {
  if (named === undefined || named === current || named === ctx.caller.user_id) return;
  if ((await users.unknown([Number(named)], ctx)).length) throw ValidationError.unknownDependency('owner_id', 'Unknown user.');
}
