// Original file: protos/bms/crm/v1/crm_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface RequestFormFieldInput {
  'id'?: (number | string | Long);
  'title'?: (string);
  'type'?: (string);
  'options'?: (string)[];
  'required'?: (boolean);
  'placeholder'?: (string);
  '_id'?: "id";
  '_required'?: "required";
  '_placeholder'?: "placeholder";
}

export interface RequestFormFieldInput__Output {
  'id'?: (number);
  'title': (string);
  'type': (string);
  'options': (string)[];
  'required'?: (boolean);
  'placeholder'?: (string);
}
