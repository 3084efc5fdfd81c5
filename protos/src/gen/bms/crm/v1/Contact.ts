// Original file: protos/bms/crm/v1/crm_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface Contact {
  'id'?: (number | string | Long);
  'client_id'?: (number | string | Long);
  'first_name'?: (string);
  'last_name'?: (string);
  'email'?: (string);
  'phone'?: (string);
  'job_title'?: (string);
  'is_primary'?: (boolean);
  'created_at'?: (string);
  'updated_at'?: (string);
}

export interface Contact__Output {
  'id': (number);
  'client_id': (number);
  'first_name': (string);
  'last_name': (string);
  'email': (string);
  'phone': (string);
  'job_title': (string);
  'is_primary': (boolean);
  'created_at': (string);
  'updated_at': (string);
}
