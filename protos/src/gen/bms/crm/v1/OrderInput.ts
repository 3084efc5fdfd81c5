// Original file: protos/bms/crm/v1/crm_modules.proto

import type { OrderItemInput as _bms_crm_v1_OrderItemInput, OrderItemInput__Output as _bms_crm_v1_OrderItemInput__Output } from '../../../bms/crm/v1/OrderItemInput';
import type { Long } from '@grpc/proto-loader';

export interface OrderInput {
  'client_id'?: (number | string | Long);
  'order_date'?: (string);
  'due_date'?: (string);
  'status'?: (string);
  'items'?: (_bms_crm_v1_OrderItemInput)[];
  'note'?: (string);
}

export interface OrderInput__Output {
  'client_id': (number);
  'order_date': (string);
  'due_date': (string);
  'status': (string);
  'items': (_bms_crm_v1_OrderItemInput__Output)[];
  'note': (string);
}
