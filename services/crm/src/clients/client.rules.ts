import { isoDay, type ModuleRules, type UserDirectory } from '@bms/platform';
import { ownedWithCustomFields } from '../custom-fields/carried.rules';
import type { CustomFieldValues } from '../custom-fields/custom-field-values';

/** What clients have beyond a standard module (clients.module.ts): an owner who is a user, custom field values, and the day they were created. */
export function clientRules(values: CustomFieldValues, users: UserDirectory): ModuleRules {
  return { ...ownedWithCustomFields('clients', values, users), derived: (doc) => ({ created_date: isoDay(doc.created_at) }) };
}
