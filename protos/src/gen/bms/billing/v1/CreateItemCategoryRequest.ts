// Original file: protos/bms/billing/v1/billing_modules.proto

import type { ItemCategoryInput as _bms_billing_v1_ItemCategoryInput, ItemCategoryInput__Output as _bms_billing_v1_ItemCategoryInput__Output } from '../../../bms/billing/v1/ItemCategoryInput';

export interface CreateItemCategoryRequest {
  'input'?: (_bms_billing_v1_ItemCategoryInput | null);
}

export interface CreateItemCategoryRequest__Output {
  'input': (_bms_billing_v1_ItemCategoryInput__Output | null);
}
