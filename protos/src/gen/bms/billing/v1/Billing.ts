// Original file: protos/bms/billing/v1/billing.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CreateInvoiceRequest as _bms_billing_v1_CreateInvoiceRequest, CreateInvoiceRequest__Output as _bms_billing_v1_CreateInvoiceRequest__Output } from '../../../bms/billing/v1/CreateInvoiceRequest';
import type { CreateItemCategoryRequest as _bms_billing_v1_CreateItemCategoryRequest, CreateItemCategoryRequest__Output as _bms_billing_v1_CreateItemCategoryRequest__Output } from '../../../bms/billing/v1/CreateItemCategoryRequest';
import type { IdRequest as _bms_common_v1_IdRequest, IdRequest__Output as _bms_common_v1_IdRequest__Output } from '../../../bms/common/v1/IdRequest';
import type { InvoiceList as _bms_billing_v1_InvoiceList, InvoiceList__Output as _bms_billing_v1_InvoiceList__Output } from '../../../bms/billing/v1/InvoiceList';
import type { InvoicePdf as _bms_billing_v1_InvoicePdf, InvoicePdf__Output as _bms_billing_v1_InvoicePdf__Output } from '../../../bms/billing/v1/InvoicePdf';
import type { InvoiceRecord as _bms_billing_v1_InvoiceRecord, InvoiceRecord__Output as _bms_billing_v1_InvoiceRecord__Output } from '../../../bms/billing/v1/InvoiceRecord';
import type { ItemCategoryList as _bms_billing_v1_ItemCategoryList, ItemCategoryList__Output as _bms_billing_v1_ItemCategoryList__Output } from '../../../bms/billing/v1/ItemCategoryList';
import type { ItemCategoryRecord as _bms_billing_v1_ItemCategoryRecord, ItemCategoryRecord__Output as _bms_billing_v1_ItemCategoryRecord__Output } from '../../../bms/billing/v1/ItemCategoryRecord';
import type { ListInvoicesRequest as _bms_billing_v1_ListInvoicesRequest, ListInvoicesRequest__Output as _bms_billing_v1_ListInvoicesRequest__Output } from '../../../bms/billing/v1/ListInvoicesRequest';
import type { ListItemCategoriesRequest as _bms_billing_v1_ListItemCategoriesRequest, ListItemCategoriesRequest__Output as _bms_billing_v1_ListItemCategoriesRequest__Output } from '../../../bms/billing/v1/ListItemCategoriesRequest';
import type { Result as _bms_common_v1_Result, Result__Output as _bms_common_v1_Result__Output } from '../../../bms/common/v1/Result';
import type { UpdateInvoiceRequest as _bms_billing_v1_UpdateInvoiceRequest, UpdateInvoiceRequest__Output as _bms_billing_v1_UpdateInvoiceRequest__Output } from '../../../bms/billing/v1/UpdateInvoiceRequest';
import type { UpdateItemCategoryRequest as _bms_billing_v1_UpdateItemCategoryRequest, UpdateItemCategoryRequest__Output as _bms_billing_v1_UpdateItemCategoryRequest__Output } from '../../../bms/billing/v1/UpdateItemCategoryRequest';

export interface BillingClient extends grpc.Client {
  CreateInvoice(argument: _bms_billing_v1_CreateInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_InvoiceRecord__Output>): grpc.ClientUnaryCall;
  CreateInvoice(argument: _bms_billing_v1_CreateInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_billing_v1_InvoiceRecord__Output>): grpc.ClientUnaryCall;
  CreateInvoice(argument: _bms_billing_v1_CreateInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_InvoiceRecord__Output>): grpc.ClientUnaryCall;
  CreateInvoice(argument: _bms_billing_v1_CreateInvoiceRequest, callback: grpc.requestCallback<_bms_billing_v1_InvoiceRecord__Output>): grpc.ClientUnaryCall;
  createInvoice(argument: _bms_billing_v1_CreateInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_InvoiceRecord__Output>): grpc.ClientUnaryCall;
  createInvoice(argument: _bms_billing_v1_CreateInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_billing_v1_InvoiceRecord__Output>): grpc.ClientUnaryCall;
  createInvoice(argument: _bms_billing_v1_CreateInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_InvoiceRecord__Output>): grpc.ClientUnaryCall;
  createInvoice(argument: _bms_billing_v1_CreateInvoiceRequest, callback: grpc.requestCallback<_bms_billing_v1_InvoiceRecord__Output>): grpc.ClientUnaryCall;
  
  CreateItemCategory(argument: _bms_billing_v1_CreateItemCategoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_ItemCategoryRecord__Output>): grpc.ClientUnaryCall;
  CreateItemCategory(argument: _bms_billing_v1_CreateItemCategoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_billing_v1_ItemCategoryRecord__Output>): grpc.ClientUnaryCall;
  CreateItemCategory(argument: _bms_billing_v1_CreateItemCategoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_ItemCategoryRecord__Output>): grpc.ClientUnaryCall;
  CreateItemCategory(argument: _bms_billing_v1_CreateItemCategoryRequest, callback: grpc.requestCallback<_bms_billing_v1_ItemCategoryRecord__Output>): grpc.ClientUnaryCall;
  createItemCategory(argument: _bms_billing_v1_CreateItemCategoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_ItemCategoryRecord__Output>): grpc.ClientUnaryCall;
  createItemCategory(argument: _bms_billing_v1_CreateItemCategoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_billing_v1_ItemCategoryRecord__Output>): grpc.ClientUnaryCall;
  createItemCategory(argument: _bms_billing_v1_CreateItemCategoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_ItemCategoryRecord__Output>): grpc.ClientUnaryCall;
  createItemCategory(argument: _bms_billing_v1_CreateItemCategoryRequest, callback: grpc.requestCallback<_bms_billing_v1_ItemCategoryRecord__Output>): grpc.ClientUnaryCall;
  
  DeleteInvoice(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteInvoice(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteInvoice(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteInvoice(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteInvoice(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteInvoice(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteInvoice(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteInvoice(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  DeleteItemCategory(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteItemCategory(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteItemCategory(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteItemCategory(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteItemCategory(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteItemCategory(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteItemCategory(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteItemCategory(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  GetInvoice(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_InvoiceRecord__Output>): grpc.ClientUnaryCall;
  GetInvoice(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_billing_v1_InvoiceRecord__Output>): grpc.ClientUnaryCall;
  GetInvoice(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_InvoiceRecord__Output>): grpc.ClientUnaryCall;
  GetInvoice(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_billing_v1_InvoiceRecord__Output>): grpc.ClientUnaryCall;
  getInvoice(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_InvoiceRecord__Output>): grpc.ClientUnaryCall;
  getInvoice(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_billing_v1_InvoiceRecord__Output>): grpc.ClientUnaryCall;
  getInvoice(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_InvoiceRecord__Output>): grpc.ClientUnaryCall;
  getInvoice(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_billing_v1_InvoiceRecord__Output>): grpc.ClientUnaryCall;
  
  GetItemCategory(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_ItemCategoryRecord__Output>): grpc.ClientUnaryCall;
  GetItemCategory(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_billing_v1_ItemCategoryRecord__Output>): grpc.ClientUnaryCall;
  GetItemCategory(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_ItemCategoryRecord__Output>): grpc.ClientUnaryCall;
  GetItemCategory(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_billing_v1_ItemCategoryRecord__Output>): grpc.ClientUnaryCall;
  getItemCategory(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_ItemCategoryRecord__Output>): grpc.ClientUnaryCall;
  getItemCategory(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_billing_v1_ItemCategoryRecord__Output>): grpc.ClientUnaryCall;
  getItemCategory(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_ItemCategoryRecord__Output>): grpc.ClientUnaryCall;
  getItemCategory(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_billing_v1_ItemCategoryRecord__Output>): grpc.ClientUnaryCall;
  
  ListInvoices(argument: _bms_billing_v1_ListInvoicesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_InvoiceList__Output>): grpc.ClientUnaryCall;
  ListInvoices(argument: _bms_billing_v1_ListInvoicesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_billing_v1_InvoiceList__Output>): grpc.ClientUnaryCall;
  ListInvoices(argument: _bms_billing_v1_ListInvoicesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_InvoiceList__Output>): grpc.ClientUnaryCall;
  ListInvoices(argument: _bms_billing_v1_ListInvoicesRequest, callback: grpc.requestCallback<_bms_billing_v1_InvoiceList__Output>): grpc.ClientUnaryCall;
  listInvoices(argument: _bms_billing_v1_ListInvoicesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_InvoiceList__Output>): grpc.ClientUnaryCall;
  listInvoices(argument: _bms_billing_v1_ListInvoicesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_billing_v1_InvoiceList__Output>): grpc.ClientUnaryCall;
  listInvoices(argument: _bms_billing_v1_ListInvoicesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_InvoiceList__Output>): grpc.ClientUnaryCall;
  listInvoices(argument: _bms_billing_v1_ListInvoicesRequest, callback: grpc.requestCallback<_bms_billing_v1_InvoiceList__Output>): grpc.ClientUnaryCall;
  
  ListItemCategories(argument: _bms_billing_v1_ListItemCategoriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_ItemCategoryList__Output>): grpc.ClientUnaryCall;
  ListItemCategories(argument: _bms_billing_v1_ListItemCategoriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_billing_v1_ItemCategoryList__Output>): grpc.ClientUnaryCall;
  ListItemCategories(argument: _bms_billing_v1_ListItemCategoriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_ItemCategoryList__Output>): grpc.ClientUnaryCall;
  ListItemCategories(argument: _bms_billing_v1_ListItemCategoriesRequest, callback: grpc.requestCallback<_bms_billing_v1_ItemCategoryList__Output>): grpc.ClientUnaryCall;
  listItemCategories(argument: _bms_billing_v1_ListItemCategoriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_ItemCategoryList__Output>): grpc.ClientUnaryCall;
  listItemCategories(argument: _bms_billing_v1_ListItemCategoriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_billing_v1_ItemCategoryList__Output>): grpc.ClientUnaryCall;
  listItemCategories(argument: _bms_billing_v1_ListItemCategoriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_ItemCategoryList__Output>): grpc.ClientUnaryCall;
  listItemCategories(argument: _bms_billing_v1_ListItemCategoriesRequest, callback: grpc.requestCallback<_bms_billing_v1_ItemCategoryList__Output>): grpc.ClientUnaryCall;
  
  RenderInvoicePdf(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_InvoicePdf__Output>): grpc.ClientUnaryCall;
  RenderInvoicePdf(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_billing_v1_InvoicePdf__Output>): grpc.ClientUnaryCall;
  RenderInvoicePdf(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_InvoicePdf__Output>): grpc.ClientUnaryCall;
  RenderInvoicePdf(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_billing_v1_InvoicePdf__Output>): grpc.ClientUnaryCall;
  renderInvoicePdf(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_InvoicePdf__Output>): grpc.ClientUnaryCall;
  renderInvoicePdf(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_billing_v1_InvoicePdf__Output>): grpc.ClientUnaryCall;
  renderInvoicePdf(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_billing_v1_InvoicePdf__Output>): grpc.ClientUnaryCall;
  renderInvoicePdf(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_billing_v1_InvoicePdf__Output>): grpc.ClientUnaryCall;
  
  RestoreItemCategory(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreItemCategory(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreItemCategory(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreItemCategory(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreItemCategory(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreItemCategory(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreItemCategory(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreItemCategory(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  SendInvoice(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  SendInvoice(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  SendInvoice(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  SendInvoice(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  sendInvoice(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  sendInvoice(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  sendInvoice(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  sendInvoice(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  UpdateInvoice(argument: _bms_billing_v1_UpdateInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateInvoice(argument: _bms_billing_v1_UpdateInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateInvoice(argument: _bms_billing_v1_UpdateInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateInvoice(argument: _bms_billing_v1_UpdateInvoiceRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateInvoice(argument: _bms_billing_v1_UpdateInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateInvoice(argument: _bms_billing_v1_UpdateInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateInvoice(argument: _bms_billing_v1_UpdateInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateInvoice(argument: _bms_billing_v1_UpdateInvoiceRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  UpdateItemCategory(argument: _bms_billing_v1_UpdateItemCategoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateItemCategory(argument: _bms_billing_v1_UpdateItemCategoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateItemCategory(argument: _bms_billing_v1_UpdateItemCategoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateItemCategory(argument: _bms_billing_v1_UpdateItemCategoryRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateItemCategory(argument: _bms_billing_v1_UpdateItemCategoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateItemCategory(argument: _bms_billing_v1_UpdateItemCategoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateItemCategory(argument: _bms_billing_v1_UpdateItemCategoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateItemCategory(argument: _bms_billing_v1_UpdateItemCategoryRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
}

export interface BillingHandlers extends grpc.UntypedServiceImplementation {
  CreateInvoice: grpc.handleUnaryCall<_bms_billing_v1_CreateInvoiceRequest__Output, _bms_billing_v1_InvoiceRecord>;
  
  CreateItemCategory: grpc.handleUnaryCall<_bms_billing_v1_CreateItemCategoryRequest__Output, _bms_billing_v1_ItemCategoryRecord>;
  
  DeleteInvoice: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  DeleteItemCategory: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  GetInvoice: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_billing_v1_InvoiceRecord>;
  
  GetItemCategory: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_billing_v1_ItemCategoryRecord>;
  
  ListInvoices: grpc.handleUnaryCall<_bms_billing_v1_ListInvoicesRequest__Output, _bms_billing_v1_InvoiceList>;
  
  ListItemCategories: grpc.handleUnaryCall<_bms_billing_v1_ListItemCategoriesRequest__Output, _bms_billing_v1_ItemCategoryList>;
  
  RenderInvoicePdf: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_billing_v1_InvoicePdf>;
  
  RestoreItemCategory: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  SendInvoice: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  UpdateInvoice: grpc.handleUnaryCall<_bms_billing_v1_UpdateInvoiceRequest__Output, _bms_common_v1_Result>;
  
  UpdateItemCategory: grpc.handleUnaryCall<_bms_billing_v1_UpdateItemCategoryRequest__Output, _bms_common_v1_Result>;
  
}

export interface BillingDefinition extends grpc.ServiceDefinition {
  CreateInvoice: MethodDefinition<_bms_billing_v1_CreateInvoiceRequest, _bms_billing_v1_InvoiceRecord, _bms_billing_v1_CreateInvoiceRequest__Output, _bms_billing_v1_InvoiceRecord__Output>
  CreateItemCategory: MethodDefinition<_bms_billing_v1_CreateItemCategoryRequest, _bms_billing_v1_ItemCategoryRecord, _bms_billing_v1_CreateItemCategoryRequest__Output, _bms_billing_v1_ItemCategoryRecord__Output>
  DeleteInvoice: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  DeleteItemCategory: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  GetInvoice: MethodDefinition<_bms_common_v1_IdRequest, _bms_billing_v1_InvoiceRecord, _bms_common_v1_IdRequest__Output, _bms_billing_v1_InvoiceRecord__Output>
  GetItemCategory: MethodDefinition<_bms_common_v1_IdRequest, _bms_billing_v1_ItemCategoryRecord, _bms_common_v1_IdRequest__Output, _bms_billing_v1_ItemCategoryRecord__Output>
  ListInvoices: MethodDefinition<_bms_billing_v1_ListInvoicesRequest, _bms_billing_v1_InvoiceList, _bms_billing_v1_ListInvoicesRequest__Output, _bms_billing_v1_InvoiceList__Output>
  ListItemCategories: MethodDefinition<_bms_billing_v1_ListItemCategoriesRequest, _bms_billing_v1_ItemCategoryList, _bms_billing_v1_ListItemCategoriesRequest__Output, _bms_billing_v1_ItemCategoryList__Output>
  RenderInvoicePdf: MethodDefinition<_bms_common_v1_IdRequest, _bms_billing_v1_InvoicePdf, _bms_common_v1_IdRequest__Output, _bms_billing_v1_InvoicePdf__Output>
  RestoreItemCategory: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  SendInvoice: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  UpdateInvoice: MethodDefinition<_bms_billing_v1_UpdateInvoiceRequest, _bms_common_v1_Result, _bms_billing_v1_UpdateInvoiceRequest__Output, _bms_common_v1_Result__Output>
  UpdateItemCategory: MethodDefinition<_bms_billing_v1_UpdateItemCategoryRequest, _bms_common_v1_Result, _bms_billing_v1_UpdateItemCategoryRequest__Output, _bms_common_v1_Result__Output>
}
