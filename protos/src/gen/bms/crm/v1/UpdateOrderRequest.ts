// Original file: protos/bms/crm/v1/crm_modules.proto

import type { OrderInput as _bms_crm_v1_OrderInput, OrderInput__Output as _bms_crm_v1_OrderInput__Output } from '../../../bms/crm/v1/OrderInput';
import type { Long } from '@grpc/proto-loader';

export interface UpdateOrderRequest {
  'id'?: (number | string | Long);
  'input'?: (_bms_crm_v1_OrderInput | null);
  'update_mask'?: (string)[];
}

export interface UpdateOrderRequest__Output {
  'id': (number);
  'input': (_bms_crm_v1_OrderInput__Output | null);
  'update_mask': (string)[];
}
