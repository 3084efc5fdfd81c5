import type { crm } from '@bms/protos';
import { isoDay } from '@bms/platform';
import { type CustomFieldDoc, fieldKey } from './custom-field.model';

export function toCustomField(f: CustomFieldDoc): crm.CustomField {
  return {
    id: f._id,
    key: fieldKey(f._id),
    title: f.title,
    placeholder: f.placeholder ?? '',
    related_to: f.related_to,
    type: f.type,
    options: f.options ?? [],
    required: !!f.required,
    sort: f.sort ?? 0,
    created_at: isoDay(f.created_at),
  };
}
