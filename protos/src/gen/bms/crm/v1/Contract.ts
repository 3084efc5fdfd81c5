// Original file: protos/bms/crm/v1/crm.proto

import type { Long } from '@grpc/proto-loader';

export interface Contract {
  'id'?: (number | string | Long);
  'client_id'?: (number | string | Long);
  'title'?: (string);
  'start_date'?: (string);
  'end_date'?: (string);
  'value'?: (number | string);
  'status'?: (string);
  'content'?: (string);
  'created_by'?: (number | string | Long);
  'created_at'?: (string);
  'updated_at'?: (string);
  '_end_date'?: "end_date";
}

export interface Contract__Output {
  'id': (number);
  'client_id': (number);
  'title': (string);
  'start_date': (string);
  'end_date'?: (string);
  'value': (number);
  'status': (string);
  'content': (string);
  'created_by': (number);
  'created_at': (string);
  'updated_at': (string);
}
