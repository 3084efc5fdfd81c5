// Original file: protos/bms/crm/v1/crm_modules.proto

import type { OrderInput as _bms_crm_v1_OrderInput, OrderInput__Output as _bms_crm_v1_OrderInput__Output } from '../../../bms/crm/v1/OrderInput';

export interface CreateOrderRequest {
  'input'?: (_bms_crm_v1_OrderInput | null);
}

export interface CreateOrderRequest__Output {
  'input': (_bms_crm_v1_OrderInput__Output | null);
}
