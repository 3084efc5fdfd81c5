// Original file: protos/bms/crm/v1/crm_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface CustomField {
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
}

export interface CustomField__Output {
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
}
