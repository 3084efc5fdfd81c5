// Original file: protos/bms/crm/v1/crm_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface CustomFieldSummary {
  'id'?: (number | string | Long);
  'key'?: (string);
  'title'?: (string);
  'placeholder'?: (string);
  'related_to'?: (string);
  'type'?: (string);
  'options'?: (string)[];
  'required'?: (boolean);
  'sort'?: (number | string | Long);
  'created_at'?: (string);
  'updated_at'?: (string);
  'deleted_at'?: (string);
  '_deleted_at'?: "deleted_at";
}

export interface CustomFieldSummary__Output {
  'id': (number);
  'key': (string);
  'title': (string);
  'placeholder': (string);
  'related_to': (string);
  'type': (string);
  'options': (string)[];
  'required': (boolean);
  'sort': (number);
  'created_at': (string);
  'updated_at': (string);
  'deleted_at'?: (string);
}
