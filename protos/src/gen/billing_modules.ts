import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { CreateItemCategoryRequest as _bms_billing_v1_CreateItemCategoryRequest, CreateItemCategoryRequest__Output as _bms_billing_v1_CreateItemCategoryRequest__Output } from './bms/billing/v1/CreateItemCategoryRequest';
import type { ItemCategory as _bms_billing_v1_ItemCategory, ItemCategory__Output as _bms_billing_v1_ItemCategory__Output } from './bms/billing/v1/ItemCategory';
import type { ItemCategoryInput as _bms_billing_v1_ItemCategoryInput, ItemCategoryInput__Output as _bms_billing_v1_ItemCategoryInput__Output } from './bms/billing/v1/ItemCategoryInput';
import type { ItemCategoryList as _bms_billing_v1_ItemCategoryList, ItemCategoryList__Output as _bms_billing_v1_ItemCategoryList__Output } from './bms/billing/v1/ItemCategoryList';
import type { ItemCategoryRecord as _bms_billing_v1_ItemCategoryRecord, ItemCategoryRecord__Output as _bms_billing_v1_ItemCategoryRecord__Output } from './bms/billing/v1/ItemCategoryRecord';
import type { ItemCategorySummary as _bms_billing_v1_ItemCategorySummary, ItemCategorySummary__Output as _bms_billing_v1_ItemCategorySummary__Output } from './bms/billing/v1/ItemCategorySummary';
import type { ListItemCategoriesRequest as _bms_billing_v1_ListItemCategoriesRequest, ListItemCategoriesRequest__Output as _bms_billing_v1_ListItemCategoriesRequest__Output } from './bms/billing/v1/ListItemCategoriesRequest';
import type { UpdateItemCategoryRequest as _bms_billing_v1_UpdateItemCategoryRequest, UpdateItemCategoryRequest__Output as _bms_billing_v1_UpdateItemCategoryRequest__Output } from './bms/billing/v1/UpdateItemCategoryRequest';
import type { Empty as _bms_common_v1_Empty, Empty__Output as _bms_common_v1_Empty__Output } from './bms/common/v1/Empty';
import type { IdRequest as _bms_common_v1_IdRequest, IdRequest__Output as _bms_common_v1_IdRequest__Output } from './bms/common/v1/IdRequest';
import type { ListOptions as _bms_common_v1_ListOptions, ListOptions__Output as _bms_common_v1_ListOptions__Output } from './bms/common/v1/ListOptions';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from './bms/common/v1/PageMeta';
import type { Result as _bms_common_v1_Result, Result__Output as _bms_common_v1_Result__Output } from './bms/common/v1/Result';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  bms: {
    billing: {
      v1: {
        CreateItemCategoryRequest: MessageTypeDefinition<_bms_billing_v1_CreateItemCategoryRequest, _bms_billing_v1_CreateItemCategoryRequest__Output>
        ItemCategory: MessageTypeDefinition<_bms_billing_v1_ItemCategory, _bms_billing_v1_ItemCategory__Output>
        ItemCategoryInput: MessageTypeDefinition<_bms_billing_v1_ItemCategoryInput, _bms_billing_v1_ItemCategoryInput__Output>
        ItemCategoryList: MessageTypeDefinition<_bms_billing_v1_ItemCategoryList, _bms_billing_v1_ItemCategoryList__Output>
        ItemCategoryRecord: MessageTypeDefinition<_bms_billing_v1_ItemCategoryRecord, _bms_billing_v1_ItemCategoryRecord__Output>
        ItemCategorySummary: MessageTypeDefinition<_bms_billing_v1_ItemCategorySummary, _bms_billing_v1_ItemCategorySummary__Output>
        ListItemCategoriesRequest: MessageTypeDefinition<_bms_billing_v1_ListItemCategoriesRequest, _bms_billing_v1_ListItemCategoriesRequest__Output>
        UpdateItemCategoryRequest: MessageTypeDefinition<_bms_billing_v1_UpdateItemCategoryRequest, _bms_billing_v1_UpdateItemCategoryRequest__Output>
      }
    }
    common: {
      v1: {
        Empty: MessageTypeDefinition<_bms_common_v1_Empty, _bms_common_v1_Empty__Output>
        IdRequest: MessageTypeDefinition<_bms_common_v1_IdRequest, _bms_common_v1_IdRequest__Output>
        ListOptions: MessageTypeDefinition<_bms_common_v1_ListOptions, _bms_common_v1_ListOptions__Output>
        PageMeta: MessageTypeDefinition<_bms_common_v1_PageMeta, _bms_common_v1_PageMeta__Output>
        Result: MessageTypeDefinition<_bms_common_v1_Result, _bms_common_v1_Result__Output>
      }
    }
  }
}

