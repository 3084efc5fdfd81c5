// Original file: protos/bms/crm/v1/crm_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface ClientInput {
  'company_name'?: (string);
  'type'?: (string);
  'address'?: (string);
  'city'?: (string);
  'state'?: (string);
  'zip'?: (string);
  'country'?: (string);
  'phone'?: (string);
  'website'?: (string);
  'status'?: (string);
  'currency_symbol'?: (string);
  'group_ids'?: (string);
  'labels'?: (string)[];
  'owner_id'?: (number | string | Long);
  'custom_fields'?: ({[key: string]: string});
}

export interface ClientInput__Output {
  'company_name': (string);
  'type': (string);
  'address': (string);
  'city': (string);
  'state': (string);
  'zip': (string);
  'country': (string);
  'phone': (string);
  'website': (string);
  'status': (string);
  'currency_symbol': (string);
  'group_ids': (string);
  'labels': (string)[];
  'owner_id': (number);
  'custom_fields': ({[key: string]: string});
}
