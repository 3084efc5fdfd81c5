// Original file: protos/bms/crm/v1/crm_modules.proto

import type { OrderSummary as _bms_crm_v1_OrderSummary, OrderSummary__Output as _bms_crm_v1_OrderSummary__Output } from '../../../bms/crm/v1/OrderSummary';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface OrderList {
  'records'?: (_bms_crm_v1_OrderSummary)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface OrderList__Output {
  'records': (_bms_crm_v1_OrderSummary__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
