// Original file: protos/bms/crm/v1/crm.proto

import type { LineItemInput as _bms_crm_v1_LineItemInput, LineItemInput__Output as _bms_crm_v1_LineItemInput__Output } from '../../../bms/crm/v1/LineItemInput';
import type { Long } from '@grpc/proto-loader';

export interface OrderInput {
  'client_id'?: (number | string | Long);
  'order_date'?: (string);
  'due_date'?: (string);
  'status'?: (string);
  'items'?: (_bms_crm_v1_LineItemInput)[];
  'note'?: (string);
}

export interface OrderInput__Output {
  'client_id': (number);
  'order_date': (string);
  'due_date': (string);
  'status': (string);
  'items': (_bms_crm_v1_LineItemInput__Output)[];
  'note': (string);
}
