// Original file: protos/bms/billing/v1/billing_modules.proto

import type { ItemCategorySummary as _bms_billing_v1_ItemCategorySummary, ItemCategorySummary__Output as _bms_billing_v1_ItemCategorySummary__Output } from '../../../bms/billing/v1/ItemCategorySummary';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface ItemCategoryList {
  'records'?: (_bms_billing_v1_ItemCategorySummary)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface ItemCategoryList__Output {
  'records': (_bms_billing_v1_ItemCategorySummary__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
