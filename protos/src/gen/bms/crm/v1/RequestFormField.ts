// Original file: protos/bms/crm/v1/crm_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface RequestFormField {
  'id'?: (number | string | Long);
  'title'?: (string);
  'type'?: (string);
  'options'?: (string)[];
  'required'?: (boolean);
  'placeholder'?: (string);
}

export interface RequestFormField__Output {
  'id': (number);
  'title': (string);
  'type': (string);
  'options': (string)[];
  'required': (boolean);
  'placeholder': (string);
}
