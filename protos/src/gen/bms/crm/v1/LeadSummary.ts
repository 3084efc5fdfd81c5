// Original file: protos/bms/crm/v1/crm_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface LeadSummary {
  'id'?: (number | string | Long);
  'company_name'?: (string);
  'contact_name'?: (string);
  'email'?: (string);
  'phone'?: (string);
  'status'?: (string);
  'source'?: (string);
  'owner_id'?: (number | string | Long);
  'created_at'?: (string);
  'updated_at'?: (string);
  'deleted_at'?: (string);
  '_deleted_at'?: "deleted_at";
}

export interface LeadSummary__Output {
  'id': (number);
  'company_name': (string);
  'contact_name': (string);
  'email': (string);
  'phone': (string);
  'status': (string);
  'source': (string);
  'owner_id': (number);
  'created_at': (string);
  'updated_at': (string);
  'deleted_at'?: (string);
}
