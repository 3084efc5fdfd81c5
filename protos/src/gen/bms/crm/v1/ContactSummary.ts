// Original file: protos/bms/crm/v1/crm_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface ContactSummary {
  'id'?: (number | string | Long);
  'client_id'?: (number | string | Long);
  'first_name'?: (string);
  'last_name'?: (string);
  'email'?: (string);
  'phone'?: (string);
  'job_title'?: (string);
  'is_primary'?: (boolean);
  'updated_at'?: (string);
  'deleted_at'?: (string);
  '_deleted_at'?: "deleted_at";
}

export interface ContactSummary__Output {
  'id': (number);
  'client_id': (number);
  'first_name': (string);
  'last_name': (string);
  'email': (string);
  'phone': (string);
  'job_title': (string);
  'is_primary': (boolean);
  'updated_at': (string);
  'deleted_at'?: (string);
}
