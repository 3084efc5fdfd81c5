// Original file: protos/bms/crm/v1/crm_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface CustomFieldInput {
  'title'?: (string);
  'placeholder'?: (string);
  'related_to'?: (string);
  'type'?: (string);
  'options'?: (string)[];
  'required'?: (boolean);
  'sort'?: (number | string | Long);
}

export interface CustomFieldInput__Output {
  'title': (string);
  'placeholder': (string);
  'related_to': (string);
  'type': (string);
  'options': (string)[];
  'required': (boolean);
  'sort': (number);
}
