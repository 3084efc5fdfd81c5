// Original file: protos/bms/crm/v1/crm_modules.proto

import type { Order as _bms_crm_v1_Order, Order__Output as _bms_crm_v1_Order__Output } from '../../../bms/crm/v1/Order';

export interface OrderRecord {
  'record'?: (_bms_crm_v1_Order | null);
}

export interface OrderRecord__Output {
  'record': (_bms_crm_v1_Order__Output | null);
}
