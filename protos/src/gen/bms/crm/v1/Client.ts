// Original file: protos/bms/crm/v1/crm_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface Client {
  'id'?: (number | string | Long);
  'company_name'?: (string);
  'type'?: (string);
  'phone'?: (string);
  'city'?: (string);
  'country'?: (string);
  'created_date'?: (string);
  'address'?: (string);
  'state'?: (string);
  'zip'?: (string);
  'website'?: (string);
  'currency_symbol'?: (string);
  'group_ids'?: (string);
  'labels'?: (string)[];
  'owner_id'?: (number | string | Long);
  'created_by'?: (number | string | Long);
  'status'?: (string);
}

export interface Client__Output {
  'id': (number);
  'company_name': (string);
  'type': (string);
  'phone': (string);
  'city': (string);
  'country': (string);
  'created_date': (string);
  'address': (string);
  'state': (string);
  'zip': (string);
  'website': (string);
  'currency_symbol': (string);
  'group_ids': (string);
  'labels': (string)[];
  'owner_id': (number);
  'created_by': (number);
  'status': (string);
}
