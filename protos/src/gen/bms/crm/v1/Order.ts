// Original file: protos/bms/crm/v1/crm.proto

import type { LineItem as _bms_crm_v1_LineItem, LineItem__Output as _bms_crm_v1_LineItem__Output } from '../../../bms/crm/v1/LineItem';
import type { Long } from '@grpc/proto-loader';

export interface Order {
  'id'?: (number | string | Long);
  'client_id'?: (number | string | Long);
  'order_date'?: (string);
  'due_date'?: (string);
  'status'?: (string);
  'items'?: (_bms_crm_v1_LineItem)[];
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
  'items': (_bms_crm_v1_LineItem__Output)[];
  'total': (number);
  'note': (string);
  'created_by': (number);
  'created_at': (string);
  'updated_at': (string);
}
