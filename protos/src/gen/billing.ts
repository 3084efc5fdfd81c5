import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { BillingClient as _bms_billing_v1_BillingClient, BillingDefinition as _bms_billing_v1_BillingDefinition } from './bms/billing/v1/Billing';
import type { CreateInvoiceRequest as _bms_billing_v1_CreateInvoiceRequest, CreateInvoiceRequest__Output as _bms_billing_v1_CreateInvoiceRequest__Output } from './bms/billing/v1/CreateInvoiceRequest';
import type { CreateItemCategoryRequest as _bms_billing_v1_CreateItemCategoryRequest, CreateItemCategoryRequest__Output as _bms_billing_v1_CreateItemCategoryRequest__Output } from './bms/billing/v1/CreateItemCategoryRequest';
import type { Invoice as _bms_billing_v1_Invoice, Invoice__Output as _bms_billing_v1_Invoice__Output } from './bms/billing/v1/Invoice';
import type { InvoiceInput as _bms_billing_v1_InvoiceInput, InvoiceInput__Output as _bms_billing_v1_InvoiceInput__Output } from './bms/billing/v1/InvoiceInput';
import type { InvoiceItem as _bms_billing_v1_InvoiceItem, InvoiceItem__Output as _bms_billing_v1_InvoiceItem__Output } from './bms/billing/v1/InvoiceItem';
import type { InvoiceList as _bms_billing_v1_InvoiceList, InvoiceList__Output as _bms_billing_v1_InvoiceList__Output } from './bms/billing/v1/InvoiceList';
import type { InvoicePdf as _bms_billing_v1_InvoicePdf, InvoicePdf__Output as _bms_billing_v1_InvoicePdf__Output } from './bms/billing/v1/InvoicePdf';
import type { InvoiceRecord as _bms_billing_v1_InvoiceRecord, InvoiceRecord__Output as _bms_billing_v1_InvoiceRecord__Output } from './bms/billing/v1/InvoiceRecord';
import type { InvoiceSummary as _bms_billing_v1_InvoiceSummary, InvoiceSummary__Output as _bms_billing_v1_InvoiceSummary__Output } from './bms/billing/v1/InvoiceSummary';
import type { ItemCategory as _bms_billing_v1_ItemCategory, ItemCategory__Output as _bms_billing_v1_ItemCategory__Output } from './bms/billing/v1/ItemCategory';
import type { ItemCategoryInput as _bms_billing_v1_ItemCategoryInput, ItemCategoryInput__Output as _bms_billing_v1_ItemCategoryInput__Output } from './bms/billing/v1/ItemCategoryInput';
import type { ItemCategoryList as _bms_billing_v1_ItemCategoryList, ItemCategoryList__Output as _bms_billing_v1_ItemCategoryList__Output } from './bms/billing/v1/ItemCategoryList';
import type { ItemCategoryRecord as _bms_billing_v1_ItemCategoryRecord, ItemCategoryRecord__Output as _bms_billing_v1_ItemCategoryRecord__Output } from './bms/billing/v1/ItemCategoryRecord';
import type { ItemCategorySummary as _bms_billing_v1_ItemCategorySummary, ItemCategorySummary__Output as _bms_billing_v1_ItemCategorySummary__Output } from './bms/billing/v1/ItemCategorySummary';
import type { ListInvoicesRequest as _bms_billing_v1_ListInvoicesRequest, ListInvoicesRequest__Output as _bms_billing_v1_ListInvoicesRequest__Output } from './bms/billing/v1/ListInvoicesRequest';
import type { ListItemCategoriesRequest as _bms_billing_v1_ListItemCategoriesRequest, ListItemCategoriesRequest__Output as _bms_billing_v1_ListItemCategoriesRequest__Output } from './bms/billing/v1/ListItemCategoriesRequest';
import type { UpdateInvoiceRequest as _bms_billing_v1_UpdateInvoiceRequest, UpdateInvoiceRequest__Output as _bms_billing_v1_UpdateInvoiceRequest__Output } from './bms/billing/v1/UpdateInvoiceRequest';
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
        Billing: SubtypeConstructor<typeof grpc.Client, _bms_billing_v1_BillingClient> & { service: _bms_billing_v1_BillingDefinition }
        CreateInvoiceRequest: MessageTypeDefinition<_bms_billing_v1_CreateInvoiceRequest, _bms_billing_v1_CreateInvoiceRequest__Output>
        CreateItemCategoryRequest: MessageTypeDefinition<_bms_billing_v1_CreateItemCategoryRequest, _bms_billing_v1_CreateItemCategoryRequest__Output>
        Invoice: MessageTypeDefinition<_bms_billing_v1_Invoice, _bms_billing_v1_Invoice__Output>
        InvoiceInput: MessageTypeDefinition<_bms_billing_v1_InvoiceInput, _bms_billing_v1_InvoiceInput__Output>
        InvoiceItem: MessageTypeDefinition<_bms_billing_v1_InvoiceItem, _bms_billing_v1_InvoiceItem__Output>
        InvoiceList: MessageTypeDefinition<_bms_billing_v1_InvoiceList, _bms_billing_v1_InvoiceList__Output>
        InvoicePdf: MessageTypeDefinition<_bms_billing_v1_InvoicePdf, _bms_billing_v1_InvoicePdf__Output>
        InvoiceRecord: MessageTypeDefinition<_bms_billing_v1_InvoiceRecord, _bms_billing_v1_InvoiceRecord__Output>
        InvoiceSummary: MessageTypeDefinition<_bms_billing_v1_InvoiceSummary, _bms_billing_v1_InvoiceSummary__Output>
        ItemCategory: MessageTypeDefinition<_bms_billing_v1_ItemCategory, _bms_billing_v1_ItemCategory__Output>
        ItemCategoryInput: MessageTypeDefinition<_bms_billing_v1_ItemCategoryInput, _bms_billing_v1_ItemCategoryInput__Output>
        ItemCategoryList: MessageTypeDefinition<_bms_billing_v1_ItemCategoryList, _bms_billing_v1_ItemCategoryList__Output>
        ItemCategoryRecord: MessageTypeDefinition<_bms_billing_v1_ItemCategoryRecord, _bms_billing_v1_ItemCategoryRecord__Output>
        ItemCategorySummary: MessageTypeDefinition<_bms_billing_v1_ItemCategorySummary, _bms_billing_v1_ItemCategorySummary__Output>
        ListInvoicesRequest: MessageTypeDefinition<_bms_billing_v1_ListInvoicesRequest, _bms_billing_v1_ListInvoicesRequest__Output>
        ListItemCategoriesRequest: MessageTypeDefinition<_bms_billing_v1_ListItemCategoriesRequest, _bms_billing_v1_ListItemCategoriesRequest__Output>
        UpdateInvoiceRequest: MessageTypeDefinition<_bms_billing_v1_UpdateInvoiceRequest, _bms_billing_v1_UpdateInvoiceRequest__Output>
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

