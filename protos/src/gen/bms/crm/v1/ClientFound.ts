// Original file: protos/bms/crm/v1/crm.proto

import type { Long } from '@grpc/proto-loader';

export interface ClientFound {
  'id'?: (number | string | Long);
  'company_name'?: (string);
  'currency_symbol'?: (string);
  'status'?: (string);
  'version'?: (number | string | Long);
}

export interface ClientFound__Output {
  'id': (number);
  'company_name': (string);
  'currency_symbol': (string);
  'status': (string);
  'version': (number);
}
