import type { crm } from '@bms/protos';
import { type CustomFieldDoc, fieldKey } from './custom-field.model';

const day = (d: Date) => d.toISOString().slice(0, 10);

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
    created_at: day(f.created_at),
  };
}
