// Original file: protos/bms/crm/v1/crm_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface ClientSummary {
  'id'?: (number | string | Long);
  'company_name'?: (string);
  'type'?: (string);
  'phone'?: (string);
  'city'?: (string);
  'country'?: (string);
  'created_date'?: (string);
  'status'?: (string);
  'updated_at'?: (string);
  'deleted_at'?: (string);
  '_deleted_at'?: "deleted_at";
}

export interface ClientSummary__Output {
  'id': (number);
  'company_name': (string);
  'type': (string);
  'phone': (string);
  'city': (string);
  'country': (string);
  'created_date': (string);
  'status': (string);
  'updated_at': (string);
  'deleted_at'?: (string);
}
