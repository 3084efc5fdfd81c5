// Original file: protos/bms/crm/v1/crm_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface OrderSummary {
  'id'?: (number | string | Long);
  'client_id'?: (number | string | Long);
  'order_date'?: (string);
  'due_date'?: (string);
  'status'?: (string);
  'total'?: (number | string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'deleted_at'?: (string);
  '_due_date'?: "due_date";
  '_deleted_at'?: "deleted_at";
}

export interface OrderSummary__Output {
  'id': (number);
  'client_id': (number);
  'order_date': (string);
  'due_date'?: (string);
  'status': (string);
  'total': (number);
  'created_at': (string);
  'updated_at': (string);
  'deleted_at'?: (string);
}
