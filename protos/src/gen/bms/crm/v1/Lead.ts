// Original file: protos/bms/crm/v1/crm_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface Lead {
  'id'?: (number | string | Long);
  'company_name'?: (string);
  'type'?: (string);
  'contact_name'?: (string);
  'email'?: (string);
  'phone'?: (string);
  'website'?: (string);
  'address'?: (string);
  'city'?: (string);
  'state'?: (string);
  'zip'?: (string);
  'country'?: (string);
  'status'?: (string);
  'source'?: (string);
  'owner_id'?: (number | string | Long);
  'labels'?: (string)[];
  'description'?: (string);
  'created_by'?: (number | string | Long);
  'created_at'?: (string);
  'updated_at'?: (string);
}

export interface Lead__Output {
  'id': (number);
  'company_name': (string);
  'type': (string);
  'contact_name': (string);
  'email': (string);
  'phone': (string);
  'website': (string);
  'address': (string);
  'city': (string);
  'state': (string);
  'zip': (string);
  'country': (string);
  'status': (string);
  'source': (string);
  'owner_id': (number);
  'labels': (string)[];
  'description': (string);
  'created_by': (number);
  'created_at': (string);
  'updated_at': (string);
}
