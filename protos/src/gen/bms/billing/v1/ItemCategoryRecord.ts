// Original file: protos/bms/billing/v1/billing_modules.proto

import type { ItemCategory as _bms_billing_v1_ItemCategory, ItemCategory__Output as _bms_billing_v1_ItemCategory__Output } from '../../../bms/billing/v1/ItemCategory';

export interface ItemCategoryRecord {
  'record'?: (_bms_billing_v1_ItemCategory | null);
}

export interface ItemCategoryRecord__Output {
  'record': (_bms_billing_v1_ItemCategory__Output | null);
}
