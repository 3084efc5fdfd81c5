// Original file: protos/bms/crm/v1/crm_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface LeadInput {
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
  'custom_fields'?: ({[key: string]: string});
}

export interface LeadInput__Output {
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
  'custom_fields': ({[key: string]: string});
}
