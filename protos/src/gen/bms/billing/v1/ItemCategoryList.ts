// Original file: protos/bms/billing/v1/billing.proto

import type { ItemCategory as _bms_billing_v1_ItemCategory, ItemCategory__Output as _bms_billing_v1_ItemCategory__Output } from '../../../bms/billing/v1/ItemCategory';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface ItemCategoryList {
  'records'?: (_bms_billing_v1_ItemCategory)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface ItemCategoryList__Output {
  'records': (_bms_billing_v1_ItemCategory__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
