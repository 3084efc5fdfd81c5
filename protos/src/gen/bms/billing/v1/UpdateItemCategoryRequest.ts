// Original file: protos/bms/billing/v1/billing_modules.proto

import type { ItemCategoryInput as _bms_billing_v1_ItemCategoryInput, ItemCategoryInput__Output as _bms_billing_v1_ItemCategoryInput__Output } from '../../../bms/billing/v1/ItemCategoryInput';
import type { Long } from '@grpc/proto-loader';

export interface UpdateItemCategoryRequest {
  'id'?: (number | string | Long);
  'input'?: (_bms_billing_v1_ItemCategoryInput | null);
  'update_mask'?: (string)[];
}

export interface UpdateItemCategoryRequest__Output {
  'id': (number);
  'input': (_bms_billing_v1_ItemCategoryInput__Output | null);
  'update_mask': (string)[];
}
