// Original file: protos/bms/crm/v1/crm_modules.proto

import type { OrderItem as _bms_crm_v1_OrderItem, OrderItem__Output as _bms_crm_v1_OrderItem__Output } from '../../../bms/crm/v1/OrderItem';
import type { Long } from '@grpc/proto-loader';

export interface Order {
  'id'?: (number | string | Long);
  'client_id'?: (number | string | Long);
  'order_date'?: (string);
  'due_date'?: (string);
  'status'?: (string);
  'items'?: (_bms_crm_v1_OrderItem)[];
  'total'?: (number | string);
  'note'?: (string);
  'created_by'?: (number | string | Long);
  'created_at'?: (string);
  'updated_at'?: (string);
  '_due_date'?: "due_date";
}

export interface Order__Output {
  'id': (number);
  'client_id': (number);
  'order_date': (string);
  'due_date'?: (string);
  'status': (string);
  'items': (_bms_crm_v1_OrderItem__Output)[];
  'total': (number);
  'note': (string);
  'created_by': (number);
  'created_at': (string);
  'updated_at': (string);
}
