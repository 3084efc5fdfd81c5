// Original file: protos/bms/crm/v1/crm_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface ContactInput {
  'client_id'?: (number | string | Long);
  'first_name'?: (string);
  'last_name'?: (string);
  'email'?: (string);
  'phone'?: (string);
  'job_title'?: (string);
  'is_primary'?: (boolean);
}

export interface ContactInput__Output {
  'client_id': (number);
  'first_name': (string);
  'last_name': (string);
  'email': (string);
  'phone': (string);
  'job_title': (string);
  'is_primary': (boolean);
}
