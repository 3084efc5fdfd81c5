// Original file: protos/bms/crm/v1/crm.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ClientDetail as _bms_crm_v1_ClientDetail, ClientDetail__Output as _bms_crm_v1_ClientDetail__Output } from '../../../bms/crm/v1/ClientDetail';
import type { ClientList as _bms_crm_v1_ClientList, ClientList__Output as _bms_crm_v1_ClientList__Output } from '../../../bms/crm/v1/ClientList';
import type { ClientRecord as _bms_crm_v1_ClientRecord, ClientRecord__Output as _bms_crm_v1_ClientRecord__Output } from '../../../bms/crm/v1/ClientRecord';
import type { ContactList as _bms_crm_v1_ContactList, ContactList__Output as _bms_crm_v1_ContactList__Output } from '../../../bms/crm/v1/ContactList';
import type { ContactRecord as _bms_crm_v1_ContactRecord, ContactRecord__Output as _bms_crm_v1_ContactRecord__Output } from '../../../bms/crm/v1/ContactRecord';
import type { ContractRecord as _bms_crm_v1_ContractRecord, ContractRecord__Output as _bms_crm_v1_ContractRecord__Output } from '../../../bms/crm/v1/ContractRecord';
import type { ContractRequest as _bms_crm_v1_ContractRequest, ContractRequest__Output as _bms_crm_v1_ContractRequest__Output } from '../../../bms/crm/v1/ContractRequest';
import type { CreateClientRequest as _bms_crm_v1_CreateClientRequest, CreateClientRequest__Output as _bms_crm_v1_CreateClientRequest__Output } from '../../../bms/crm/v1/CreateClientRequest';
import type { CreateContactRequest as _bms_crm_v1_CreateContactRequest, CreateContactRequest__Output as _bms_crm_v1_CreateContactRequest__Output } from '../../../bms/crm/v1/CreateContactRequest';
import type { CreateContractRequest as _bms_crm_v1_CreateContractRequest, CreateContractRequest__Output as _bms_crm_v1_CreateContractRequest__Output } from '../../../bms/crm/v1/CreateContractRequest';
import type { CreateCustomFieldRequest as _bms_crm_v1_CreateCustomFieldRequest, CreateCustomFieldRequest__Output as _bms_crm_v1_CreateCustomFieldRequest__Output } from '../../../bms/crm/v1/CreateCustomFieldRequest';
import type { CreateEstimateRequest as _bms_crm_v1_CreateEstimateRequest, CreateEstimateRequest__Output as _bms_crm_v1_CreateEstimateRequest__Output } from '../../../bms/crm/v1/CreateEstimateRequest';
import type { CreateLeadRequest as _bms_crm_v1_CreateLeadRequest, CreateLeadRequest__Output as _bms_crm_v1_CreateLeadRequest__Output } from '../../../bms/crm/v1/CreateLeadRequest';
import type { CreateOrderRequest as _bms_crm_v1_CreateOrderRequest, CreateOrderRequest__Output as _bms_crm_v1_CreateOrderRequest__Output } from '../../../bms/crm/v1/CreateOrderRequest';
import type { CreateRequestFormRequest as _bms_crm_v1_CreateRequestFormRequest, CreateRequestFormRequest__Output as _bms_crm_v1_CreateRequestFormRequest__Output } from '../../../bms/crm/v1/CreateRequestFormRequest';
import type { CustomFieldList as _bms_crm_v1_CustomFieldList, CustomFieldList__Output as _bms_crm_v1_CustomFieldList__Output } from '../../../bms/crm/v1/CustomFieldList';
import type { CustomFieldRecord as _bms_crm_v1_CustomFieldRecord, CustomFieldRecord__Output as _bms_crm_v1_CustomFieldRecord__Output } from '../../../bms/crm/v1/CustomFieldRecord';
import type { EstimateList as _bms_crm_v1_EstimateList, EstimateList__Output as _bms_crm_v1_EstimateList__Output } from '../../../bms/crm/v1/EstimateList';
import type { EstimateRecord as _bms_crm_v1_EstimateRecord, EstimateRecord__Output as _bms_crm_v1_EstimateRecord__Output } from '../../../bms/crm/v1/EstimateRecord';
import type { EstimateRequestList as _bms_crm_v1_EstimateRequestList, EstimateRequestList__Output as _bms_crm_v1_EstimateRequestList__Output } from '../../../bms/crm/v1/EstimateRequestList';
import type { EstimateRequestRecord as _bms_crm_v1_EstimateRequestRecord, EstimateRequestRecord__Output as _bms_crm_v1_EstimateRequestRecord__Output } from '../../../bms/crm/v1/EstimateRequestRecord';
import type { FindClientsReply as _bms_crm_v1_FindClientsReply, FindClientsReply__Output as _bms_crm_v1_FindClientsReply__Output } from '../../../bms/crm/v1/FindClientsReply';
import type { FindClientsRequest as _bms_crm_v1_FindClientsRequest, FindClientsRequest__Output as _bms_crm_v1_FindClientsRequest__Output } from '../../../bms/crm/v1/FindClientsRequest';
import type { IdRequest as _bms_common_v1_IdRequest, IdRequest__Output as _bms_common_v1_IdRequest__Output } from '../../../bms/common/v1/IdRequest';
import type { LeadDetail as _bms_crm_v1_LeadDetail, LeadDetail__Output as _bms_crm_v1_LeadDetail__Output } from '../../../bms/crm/v1/LeadDetail';
import type { LeadList as _bms_crm_v1_LeadList, LeadList__Output as _bms_crm_v1_LeadList__Output } from '../../../bms/crm/v1/LeadList';
import type { LeadRecord as _bms_crm_v1_LeadRecord, LeadRecord__Output as _bms_crm_v1_LeadRecord__Output } from '../../../bms/crm/v1/LeadRecord';
import type { ListClientsRequest as _bms_crm_v1_ListClientsRequest, ListClientsRequest__Output as _bms_crm_v1_ListClientsRequest__Output } from '../../../bms/crm/v1/ListClientsRequest';
import type { ListContactsRequest as _bms_crm_v1_ListContactsRequest, ListContactsRequest__Output as _bms_crm_v1_ListContactsRequest__Output } from '../../../bms/crm/v1/ListContactsRequest';
import type { ListCustomFieldsRequest as _bms_crm_v1_ListCustomFieldsRequest, ListCustomFieldsRequest__Output as _bms_crm_v1_ListCustomFieldsRequest__Output } from '../../../bms/crm/v1/ListCustomFieldsRequest';
import type { ListEstimateRequestsRequest as _bms_crm_v1_ListEstimateRequestsRequest, ListEstimateRequestsRequest__Output as _bms_crm_v1_ListEstimateRequestsRequest__Output } from '../../../bms/crm/v1/ListEstimateRequestsRequest';
import type { ListEstimatesRequest as _bms_crm_v1_ListEstimatesRequest, ListEstimatesRequest__Output as _bms_crm_v1_ListEstimatesRequest__Output } from '../../../bms/crm/v1/ListEstimatesRequest';
import type { ListLeadsRequest as _bms_crm_v1_ListLeadsRequest, ListLeadsRequest__Output as _bms_crm_v1_ListLeadsRequest__Output } from '../../../bms/crm/v1/ListLeadsRequest';
import type { ListOrdersRequest as _bms_crm_v1_ListOrdersRequest, ListOrdersRequest__Output as _bms_crm_v1_ListOrdersRequest__Output } from '../../../bms/crm/v1/ListOrdersRequest';
import type { ListRequestFormsRequest as _bms_crm_v1_ListRequestFormsRequest, ListRequestFormsRequest__Output as _bms_crm_v1_ListRequestFormsRequest__Output } from '../../../bms/crm/v1/ListRequestFormsRequest';
import type { OrderList as _bms_crm_v1_OrderList, OrderList__Output as _bms_crm_v1_OrderList__Output } from '../../../bms/crm/v1/OrderList';
import type { OrderRecord as _bms_crm_v1_OrderRecord, OrderRecord__Output as _bms_crm_v1_OrderRecord__Output } from '../../../bms/crm/v1/OrderRecord';
import type { RequestFormFieldList as _bms_crm_v1_RequestFormFieldList, RequestFormFieldList__Output as _bms_crm_v1_RequestFormFieldList__Output } from '../../../bms/crm/v1/RequestFormFieldList';
import type { RequestFormList as _bms_crm_v1_RequestFormList, RequestFormList__Output as _bms_crm_v1_RequestFormList__Output } from '../../../bms/crm/v1/RequestFormList';
import type { RequestFormRecord as _bms_crm_v1_RequestFormRecord, RequestFormRecord__Output as _bms_crm_v1_RequestFormRecord__Output } from '../../../bms/crm/v1/RequestFormRecord';
import type { Result as _bms_common_v1_Result, Result__Output as _bms_common_v1_Result__Output } from '../../../bms/common/v1/Result';
import type { SubmitEstimateRequestRequest as _bms_crm_v1_SubmitEstimateRequestRequest, SubmitEstimateRequestRequest__Output as _bms_crm_v1_SubmitEstimateRequestRequest__Output } from '../../../bms/crm/v1/SubmitEstimateRequestRequest';
import type { UpdateClientRequest as _bms_crm_v1_UpdateClientRequest, UpdateClientRequest__Output as _bms_crm_v1_UpdateClientRequest__Output } from '../../../bms/crm/v1/UpdateClientRequest';
import type { UpdateContactRequest as _bms_crm_v1_UpdateContactRequest, UpdateContactRequest__Output as _bms_crm_v1_UpdateContactRequest__Output } from '../../../bms/crm/v1/UpdateContactRequest';
import type { UpdateContractRequest as _bms_crm_v1_UpdateContractRequest, UpdateContractRequest__Output as _bms_crm_v1_UpdateContractRequest__Output } from '../../../bms/crm/v1/UpdateContractRequest';
import type { UpdateCustomFieldRequest as _bms_crm_v1_UpdateCustomFieldRequest, UpdateCustomFieldRequest__Output as _bms_crm_v1_UpdateCustomFieldRequest__Output } from '../../../bms/crm/v1/UpdateCustomFieldRequest';
import type { UpdateEstimateRequest as _bms_crm_v1_UpdateEstimateRequest, UpdateEstimateRequest__Output as _bms_crm_v1_UpdateEstimateRequest__Output } from '../../../bms/crm/v1/UpdateEstimateRequest';
import type { UpdateLeadRequest as _bms_crm_v1_UpdateLeadRequest, UpdateLeadRequest__Output as _bms_crm_v1_UpdateLeadRequest__Output } from '../../../bms/crm/v1/UpdateLeadRequest';
import type { UpdateOrderRequest as _bms_crm_v1_UpdateOrderRequest, UpdateOrderRequest__Output as _bms_crm_v1_UpdateOrderRequest__Output } from '../../../bms/crm/v1/UpdateOrderRequest';
import type { UpdateRequestFormRequest as _bms_crm_v1_UpdateRequestFormRequest, UpdateRequestFormRequest__Output as _bms_crm_v1_UpdateRequestFormRequest__Output } from '../../../bms/crm/v1/UpdateRequestFormRequest';

export interface CrmClient extends grpc.Client {
  CreateClient(argument: _bms_crm_v1_CreateClientRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ClientRecord__Output>): grpc.ClientUnaryCall;
  CreateClient(argument: _bms_crm_v1_CreateClientRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_ClientRecord__Output>): grpc.ClientUnaryCall;
  CreateClient(argument: _bms_crm_v1_CreateClientRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ClientRecord__Output>): grpc.ClientUnaryCall;
  CreateClient(argument: _bms_crm_v1_CreateClientRequest, callback: grpc.requestCallback<_bms_crm_v1_ClientRecord__Output>): grpc.ClientUnaryCall;
  createClient(argument: _bms_crm_v1_CreateClientRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ClientRecord__Output>): grpc.ClientUnaryCall;
  createClient(argument: _bms_crm_v1_CreateClientRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_ClientRecord__Output>): grpc.ClientUnaryCall;
  createClient(argument: _bms_crm_v1_CreateClientRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ClientRecord__Output>): grpc.ClientUnaryCall;
  createClient(argument: _bms_crm_v1_CreateClientRequest, callback: grpc.requestCallback<_bms_crm_v1_ClientRecord__Output>): grpc.ClientUnaryCall;
  
  CreateContact(argument: _bms_crm_v1_CreateContactRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ContactRecord__Output>): grpc.ClientUnaryCall;
  CreateContact(argument: _bms_crm_v1_CreateContactRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_ContactRecord__Output>): grpc.ClientUnaryCall;
  CreateContact(argument: _bms_crm_v1_CreateContactRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ContactRecord__Output>): grpc.ClientUnaryCall;
  CreateContact(argument: _bms_crm_v1_CreateContactRequest, callback: grpc.requestCallback<_bms_crm_v1_ContactRecord__Output>): grpc.ClientUnaryCall;
  createContact(argument: _bms_crm_v1_CreateContactRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ContactRecord__Output>): grpc.ClientUnaryCall;
  createContact(argument: _bms_crm_v1_CreateContactRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_ContactRecord__Output>): grpc.ClientUnaryCall;
  createContact(argument: _bms_crm_v1_CreateContactRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ContactRecord__Output>): grpc.ClientUnaryCall;
  createContact(argument: _bms_crm_v1_CreateContactRequest, callback: grpc.requestCallback<_bms_crm_v1_ContactRecord__Output>): grpc.ClientUnaryCall;
  
  CreateContract(argument: _bms_crm_v1_CreateContractRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ContractRecord__Output>): grpc.ClientUnaryCall;
  CreateContract(argument: _bms_crm_v1_CreateContractRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_ContractRecord__Output>): grpc.ClientUnaryCall;
  CreateContract(argument: _bms_crm_v1_CreateContractRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ContractRecord__Output>): grpc.ClientUnaryCall;
  CreateContract(argument: _bms_crm_v1_CreateContractRequest, callback: grpc.requestCallback<_bms_crm_v1_ContractRecord__Output>): grpc.ClientUnaryCall;
  createContract(argument: _bms_crm_v1_CreateContractRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ContractRecord__Output>): grpc.ClientUnaryCall;
  createContract(argument: _bms_crm_v1_CreateContractRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_ContractRecord__Output>): grpc.ClientUnaryCall;
  createContract(argument: _bms_crm_v1_CreateContractRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ContractRecord__Output>): grpc.ClientUnaryCall;
  createContract(argument: _bms_crm_v1_CreateContractRequest, callback: grpc.requestCallback<_bms_crm_v1_ContractRecord__Output>): grpc.ClientUnaryCall;
  
  CreateCustomField(argument: _bms_crm_v1_CreateCustomFieldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_CustomFieldRecord__Output>): grpc.ClientUnaryCall;
  CreateCustomField(argument: _bms_crm_v1_CreateCustomFieldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_CustomFieldRecord__Output>): grpc.ClientUnaryCall;
  CreateCustomField(argument: _bms_crm_v1_CreateCustomFieldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_CustomFieldRecord__Output>): grpc.ClientUnaryCall;
  CreateCustomField(argument: _bms_crm_v1_CreateCustomFieldRequest, callback: grpc.requestCallback<_bms_crm_v1_CustomFieldRecord__Output>): grpc.ClientUnaryCall;
  createCustomField(argument: _bms_crm_v1_CreateCustomFieldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_CustomFieldRecord__Output>): grpc.ClientUnaryCall;
  createCustomField(argument: _bms_crm_v1_CreateCustomFieldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_CustomFieldRecord__Output>): grpc.ClientUnaryCall;
  createCustomField(argument: _bms_crm_v1_CreateCustomFieldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_CustomFieldRecord__Output>): grpc.ClientUnaryCall;
  createCustomField(argument: _bms_crm_v1_CreateCustomFieldRequest, callback: grpc.requestCallback<_bms_crm_v1_CustomFieldRecord__Output>): grpc.ClientUnaryCall;
  
  CreateEstimate(argument: _bms_crm_v1_CreateEstimateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_EstimateRecord__Output>): grpc.ClientUnaryCall;
  CreateEstimate(argument: _bms_crm_v1_CreateEstimateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_EstimateRecord__Output>): grpc.ClientUnaryCall;
  CreateEstimate(argument: _bms_crm_v1_CreateEstimateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_EstimateRecord__Output>): grpc.ClientUnaryCall;
  CreateEstimate(argument: _bms_crm_v1_CreateEstimateRequest, callback: grpc.requestCallback<_bms_crm_v1_EstimateRecord__Output>): grpc.ClientUnaryCall;
  createEstimate(argument: _bms_crm_v1_CreateEstimateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_EstimateRecord__Output>): grpc.ClientUnaryCall;
  createEstimate(argument: _bms_crm_v1_CreateEstimateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_EstimateRecord__Output>): grpc.ClientUnaryCall;
  createEstimate(argument: _bms_crm_v1_CreateEstimateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_EstimateRecord__Output>): grpc.ClientUnaryCall;
  createEstimate(argument: _bms_crm_v1_CreateEstimateRequest, callback: grpc.requestCallback<_bms_crm_v1_EstimateRecord__Output>): grpc.ClientUnaryCall;
  
  CreateLead(argument: _bms_crm_v1_CreateLeadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_LeadRecord__Output>): grpc.ClientUnaryCall;
  CreateLead(argument: _bms_crm_v1_CreateLeadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_LeadRecord__Output>): grpc.ClientUnaryCall;
  CreateLead(argument: _bms_crm_v1_CreateLeadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_LeadRecord__Output>): grpc.ClientUnaryCall;
  CreateLead(argument: _bms_crm_v1_CreateLeadRequest, callback: grpc.requestCallback<_bms_crm_v1_LeadRecord__Output>): grpc.ClientUnaryCall;
  createLead(argument: _bms_crm_v1_CreateLeadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_LeadRecord__Output>): grpc.ClientUnaryCall;
  createLead(argument: _bms_crm_v1_CreateLeadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_LeadRecord__Output>): grpc.ClientUnaryCall;
  createLead(argument: _bms_crm_v1_CreateLeadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_LeadRecord__Output>): grpc.ClientUnaryCall;
  createLead(argument: _bms_crm_v1_CreateLeadRequest, callback: grpc.requestCallback<_bms_crm_v1_LeadRecord__Output>): grpc.ClientUnaryCall;
  
  CreateOrder(argument: _bms_crm_v1_CreateOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_OrderRecord__Output>): grpc.ClientUnaryCall;
  CreateOrder(argument: _bms_crm_v1_CreateOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_OrderRecord__Output>): grpc.ClientUnaryCall;
  CreateOrder(argument: _bms_crm_v1_CreateOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_OrderRecord__Output>): grpc.ClientUnaryCall;
  CreateOrder(argument: _bms_crm_v1_CreateOrderRequest, callback: grpc.requestCallback<_bms_crm_v1_OrderRecord__Output>): grpc.ClientUnaryCall;
  createOrder(argument: _bms_crm_v1_CreateOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_OrderRecord__Output>): grpc.ClientUnaryCall;
  createOrder(argument: _bms_crm_v1_CreateOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_OrderRecord__Output>): grpc.ClientUnaryCall;
  createOrder(argument: _bms_crm_v1_CreateOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_OrderRecord__Output>): grpc.ClientUnaryCall;
  createOrder(argument: _bms_crm_v1_CreateOrderRequest, callback: grpc.requestCallback<_bms_crm_v1_OrderRecord__Output>): grpc.ClientUnaryCall;
  
  CreateRequestForm(argument: _bms_crm_v1_CreateRequestFormRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_RequestFormRecord__Output>): grpc.ClientUnaryCall;
  CreateRequestForm(argument: _bms_crm_v1_CreateRequestFormRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_RequestFormRecord__Output>): grpc.ClientUnaryCall;
  CreateRequestForm(argument: _bms_crm_v1_CreateRequestFormRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_RequestFormRecord__Output>): grpc.ClientUnaryCall;
  CreateRequestForm(argument: _bms_crm_v1_CreateRequestFormRequest, callback: grpc.requestCallback<_bms_crm_v1_RequestFormRecord__Output>): grpc.ClientUnaryCall;
  createRequestForm(argument: _bms_crm_v1_CreateRequestFormRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_RequestFormRecord__Output>): grpc.ClientUnaryCall;
  createRequestForm(argument: _bms_crm_v1_CreateRequestFormRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_RequestFormRecord__Output>): grpc.ClientUnaryCall;
  createRequestForm(argument: _bms_crm_v1_CreateRequestFormRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_RequestFormRecord__Output>): grpc.ClientUnaryCall;
  createRequestForm(argument: _bms_crm_v1_CreateRequestFormRequest, callback: grpc.requestCallback<_bms_crm_v1_RequestFormRecord__Output>): grpc.ClientUnaryCall;
  
  DeleteClient(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteClient(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteClient(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteClient(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteClient(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteClient(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteClient(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteClient(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  DeleteContact(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteContact(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteContact(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteContact(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteContact(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteContact(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteContact(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteContact(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  DeleteCustomField(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteCustomField(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteCustomField(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteCustomField(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteCustomField(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteCustomField(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteCustomField(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteCustomField(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  DeleteEstimate(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteEstimate(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteEstimate(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteEstimate(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteEstimate(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteEstimate(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteEstimate(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteEstimate(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  DeleteLead(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteLead(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteLead(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteLead(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteLead(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteLead(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteLead(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteLead(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  DeleteOrder(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteOrder(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteOrder(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteOrder(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteOrder(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteOrder(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteOrder(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteOrder(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  DeleteRequestForm(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteRequestForm(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteRequestForm(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteRequestForm(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteRequestForm(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteRequestForm(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteRequestForm(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteRequestForm(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  FindClients(argument: _bms_crm_v1_FindClientsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_FindClientsReply__Output>): grpc.ClientUnaryCall;
  FindClients(argument: _bms_crm_v1_FindClientsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_FindClientsReply__Output>): grpc.ClientUnaryCall;
  FindClients(argument: _bms_crm_v1_FindClientsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_FindClientsReply__Output>): grpc.ClientUnaryCall;
  FindClients(argument: _bms_crm_v1_FindClientsRequest, callback: grpc.requestCallback<_bms_crm_v1_FindClientsReply__Output>): grpc.ClientUnaryCall;
  findClients(argument: _bms_crm_v1_FindClientsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_FindClientsReply__Output>): grpc.ClientUnaryCall;
  findClients(argument: _bms_crm_v1_FindClientsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_FindClientsReply__Output>): grpc.ClientUnaryCall;
  findClients(argument: _bms_crm_v1_FindClientsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_FindClientsReply__Output>): grpc.ClientUnaryCall;
  findClients(argument: _bms_crm_v1_FindClientsRequest, callback: grpc.requestCallback<_bms_crm_v1_FindClientsReply__Output>): grpc.ClientUnaryCall;
  
  GetClient(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ClientDetail__Output>): grpc.ClientUnaryCall;
  GetClient(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_ClientDetail__Output>): grpc.ClientUnaryCall;
  GetClient(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ClientDetail__Output>): grpc.ClientUnaryCall;
  GetClient(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_crm_v1_ClientDetail__Output>): grpc.ClientUnaryCall;
  getClient(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ClientDetail__Output>): grpc.ClientUnaryCall;
  getClient(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_ClientDetail__Output>): grpc.ClientUnaryCall;
  getClient(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ClientDetail__Output>): grpc.ClientUnaryCall;
  getClient(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_crm_v1_ClientDetail__Output>): grpc.ClientUnaryCall;
  
  GetContact(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ContactRecord__Output>): grpc.ClientUnaryCall;
  GetContact(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_ContactRecord__Output>): grpc.ClientUnaryCall;
  GetContact(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ContactRecord__Output>): grpc.ClientUnaryCall;
  GetContact(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_crm_v1_ContactRecord__Output>): grpc.ClientUnaryCall;
  getContact(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ContactRecord__Output>): grpc.ClientUnaryCall;
  getContact(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_ContactRecord__Output>): grpc.ClientUnaryCall;
  getContact(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ContactRecord__Output>): grpc.ClientUnaryCall;
  getContact(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_crm_v1_ContactRecord__Output>): grpc.ClientUnaryCall;
  
  GetContract(argument: _bms_crm_v1_ContractRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ContractRecord__Output>): grpc.ClientUnaryCall;
  GetContract(argument: _bms_crm_v1_ContractRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_ContractRecord__Output>): grpc.ClientUnaryCall;
  GetContract(argument: _bms_crm_v1_ContractRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ContractRecord__Output>): grpc.ClientUnaryCall;
  GetContract(argument: _bms_crm_v1_ContractRequest, callback: grpc.requestCallback<_bms_crm_v1_ContractRecord__Output>): grpc.ClientUnaryCall;
  getContract(argument: _bms_crm_v1_ContractRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ContractRecord__Output>): grpc.ClientUnaryCall;
  getContract(argument: _bms_crm_v1_ContractRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_ContractRecord__Output>): grpc.ClientUnaryCall;
  getContract(argument: _bms_crm_v1_ContractRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ContractRecord__Output>): grpc.ClientUnaryCall;
  getContract(argument: _bms_crm_v1_ContractRequest, callback: grpc.requestCallback<_bms_crm_v1_ContractRecord__Output>): grpc.ClientUnaryCall;
  
  GetCustomField(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_CustomFieldRecord__Output>): grpc.ClientUnaryCall;
  GetCustomField(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_CustomFieldRecord__Output>): grpc.ClientUnaryCall;
  GetCustomField(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_CustomFieldRecord__Output>): grpc.ClientUnaryCall;
  GetCustomField(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_crm_v1_CustomFieldRecord__Output>): grpc.ClientUnaryCall;
  getCustomField(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_CustomFieldRecord__Output>): grpc.ClientUnaryCall;
  getCustomField(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_CustomFieldRecord__Output>): grpc.ClientUnaryCall;
  getCustomField(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_CustomFieldRecord__Output>): grpc.ClientUnaryCall;
  getCustomField(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_crm_v1_CustomFieldRecord__Output>): grpc.ClientUnaryCall;
  
  GetEstimate(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_EstimateRecord__Output>): grpc.ClientUnaryCall;
  GetEstimate(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_EstimateRecord__Output>): grpc.ClientUnaryCall;
  GetEstimate(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_EstimateRecord__Output>): grpc.ClientUnaryCall;
  GetEstimate(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_crm_v1_EstimateRecord__Output>): grpc.ClientUnaryCall;
  getEstimate(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_EstimateRecord__Output>): grpc.ClientUnaryCall;
  getEstimate(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_EstimateRecord__Output>): grpc.ClientUnaryCall;
  getEstimate(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_EstimateRecord__Output>): grpc.ClientUnaryCall;
  getEstimate(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_crm_v1_EstimateRecord__Output>): grpc.ClientUnaryCall;
  
  GetEstimateRequest(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_EstimateRequestRecord__Output>): grpc.ClientUnaryCall;
  GetEstimateRequest(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_EstimateRequestRecord__Output>): grpc.ClientUnaryCall;
  GetEstimateRequest(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_EstimateRequestRecord__Output>): grpc.ClientUnaryCall;
  GetEstimateRequest(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_crm_v1_EstimateRequestRecord__Output>): grpc.ClientUnaryCall;
  getEstimateRequest(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_EstimateRequestRecord__Output>): grpc.ClientUnaryCall;
  getEstimateRequest(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_EstimateRequestRecord__Output>): grpc.ClientUnaryCall;
  getEstimateRequest(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_EstimateRequestRecord__Output>): grpc.ClientUnaryCall;
  getEstimateRequest(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_crm_v1_EstimateRequestRecord__Output>): grpc.ClientUnaryCall;
  
  GetLead(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_LeadDetail__Output>): grpc.ClientUnaryCall;
  GetLead(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_LeadDetail__Output>): grpc.ClientUnaryCall;
  GetLead(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_LeadDetail__Output>): grpc.ClientUnaryCall;
  GetLead(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_crm_v1_LeadDetail__Output>): grpc.ClientUnaryCall;
  getLead(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_LeadDetail__Output>): grpc.ClientUnaryCall;
  getLead(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_LeadDetail__Output>): grpc.ClientUnaryCall;
  getLead(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_LeadDetail__Output>): grpc.ClientUnaryCall;
  getLead(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_crm_v1_LeadDetail__Output>): grpc.ClientUnaryCall;
  
  GetOrder(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_OrderRecord__Output>): grpc.ClientUnaryCall;
  GetOrder(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_OrderRecord__Output>): grpc.ClientUnaryCall;
  GetOrder(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_OrderRecord__Output>): grpc.ClientUnaryCall;
  GetOrder(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_crm_v1_OrderRecord__Output>): grpc.ClientUnaryCall;
  getOrder(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_OrderRecord__Output>): grpc.ClientUnaryCall;
  getOrder(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_OrderRecord__Output>): grpc.ClientUnaryCall;
  getOrder(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_OrderRecord__Output>): grpc.ClientUnaryCall;
  getOrder(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_crm_v1_OrderRecord__Output>): grpc.ClientUnaryCall;
  
  GetRequestForm(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_RequestFormRecord__Output>): grpc.ClientUnaryCall;
  GetRequestForm(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_RequestFormRecord__Output>): grpc.ClientUnaryCall;
  GetRequestForm(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_RequestFormRecord__Output>): grpc.ClientUnaryCall;
  GetRequestForm(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_crm_v1_RequestFormRecord__Output>): grpc.ClientUnaryCall;
  getRequestForm(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_RequestFormRecord__Output>): grpc.ClientUnaryCall;
  getRequestForm(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_RequestFormRecord__Output>): grpc.ClientUnaryCall;
  getRequestForm(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_RequestFormRecord__Output>): grpc.ClientUnaryCall;
  getRequestForm(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_crm_v1_RequestFormRecord__Output>): grpc.ClientUnaryCall;
  
  ListClients(argument: _bms_crm_v1_ListClientsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ClientList__Output>): grpc.ClientUnaryCall;
  ListClients(argument: _bms_crm_v1_ListClientsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_ClientList__Output>): grpc.ClientUnaryCall;
  ListClients(argument: _bms_crm_v1_ListClientsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ClientList__Output>): grpc.ClientUnaryCall;
  ListClients(argument: _bms_crm_v1_ListClientsRequest, callback: grpc.requestCallback<_bms_crm_v1_ClientList__Output>): grpc.ClientUnaryCall;
  listClients(argument: _bms_crm_v1_ListClientsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ClientList__Output>): grpc.ClientUnaryCall;
  listClients(argument: _bms_crm_v1_ListClientsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_ClientList__Output>): grpc.ClientUnaryCall;
  listClients(argument: _bms_crm_v1_ListClientsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ClientList__Output>): grpc.ClientUnaryCall;
  listClients(argument: _bms_crm_v1_ListClientsRequest, callback: grpc.requestCallback<_bms_crm_v1_ClientList__Output>): grpc.ClientUnaryCall;
  
  ListContacts(argument: _bms_crm_v1_ListContactsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ContactList__Output>): grpc.ClientUnaryCall;
  ListContacts(argument: _bms_crm_v1_ListContactsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_ContactList__Output>): grpc.ClientUnaryCall;
  ListContacts(argument: _bms_crm_v1_ListContactsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ContactList__Output>): grpc.ClientUnaryCall;
  ListContacts(argument: _bms_crm_v1_ListContactsRequest, callback: grpc.requestCallback<_bms_crm_v1_ContactList__Output>): grpc.ClientUnaryCall;
  listContacts(argument: _bms_crm_v1_ListContactsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ContactList__Output>): grpc.ClientUnaryCall;
  listContacts(argument: _bms_crm_v1_ListContactsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_ContactList__Output>): grpc.ClientUnaryCall;
  listContacts(argument: _bms_crm_v1_ListContactsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ContactList__Output>): grpc.ClientUnaryCall;
  listContacts(argument: _bms_crm_v1_ListContactsRequest, callback: grpc.requestCallback<_bms_crm_v1_ContactList__Output>): grpc.ClientUnaryCall;
  
  ListCustomFields(argument: _bms_crm_v1_ListCustomFieldsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_CustomFieldList__Output>): grpc.ClientUnaryCall;
  ListCustomFields(argument: _bms_crm_v1_ListCustomFieldsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_CustomFieldList__Output>): grpc.ClientUnaryCall;
  ListCustomFields(argument: _bms_crm_v1_ListCustomFieldsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_CustomFieldList__Output>): grpc.ClientUnaryCall;
  ListCustomFields(argument: _bms_crm_v1_ListCustomFieldsRequest, callback: grpc.requestCallback<_bms_crm_v1_CustomFieldList__Output>): grpc.ClientUnaryCall;
  listCustomFields(argument: _bms_crm_v1_ListCustomFieldsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_CustomFieldList__Output>): grpc.ClientUnaryCall;
  listCustomFields(argument: _bms_crm_v1_ListCustomFieldsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_CustomFieldList__Output>): grpc.ClientUnaryCall;
  listCustomFields(argument: _bms_crm_v1_ListCustomFieldsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_CustomFieldList__Output>): grpc.ClientUnaryCall;
  listCustomFields(argument: _bms_crm_v1_ListCustomFieldsRequest, callback: grpc.requestCallback<_bms_crm_v1_CustomFieldList__Output>): grpc.ClientUnaryCall;
  
  ListEstimateRequests(argument: _bms_crm_v1_ListEstimateRequestsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_EstimateRequestList__Output>): grpc.ClientUnaryCall;
  ListEstimateRequests(argument: _bms_crm_v1_ListEstimateRequestsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_EstimateRequestList__Output>): grpc.ClientUnaryCall;
  ListEstimateRequests(argument: _bms_crm_v1_ListEstimateRequestsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_EstimateRequestList__Output>): grpc.ClientUnaryCall;
  ListEstimateRequests(argument: _bms_crm_v1_ListEstimateRequestsRequest, callback: grpc.requestCallback<_bms_crm_v1_EstimateRequestList__Output>): grpc.ClientUnaryCall;
  listEstimateRequests(argument: _bms_crm_v1_ListEstimateRequestsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_EstimateRequestList__Output>): grpc.ClientUnaryCall;
  listEstimateRequests(argument: _bms_crm_v1_ListEstimateRequestsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_EstimateRequestList__Output>): grpc.ClientUnaryCall;
  listEstimateRequests(argument: _bms_crm_v1_ListEstimateRequestsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_EstimateRequestList__Output>): grpc.ClientUnaryCall;
  listEstimateRequests(argument: _bms_crm_v1_ListEstimateRequestsRequest, callback: grpc.requestCallback<_bms_crm_v1_EstimateRequestList__Output>): grpc.ClientUnaryCall;
  
  ListEstimates(argument: _bms_crm_v1_ListEstimatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_EstimateList__Output>): grpc.ClientUnaryCall;
  ListEstimates(argument: _bms_crm_v1_ListEstimatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_EstimateList__Output>): grpc.ClientUnaryCall;
  ListEstimates(argument: _bms_crm_v1_ListEstimatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_EstimateList__Output>): grpc.ClientUnaryCall;
  ListEstimates(argument: _bms_crm_v1_ListEstimatesRequest, callback: grpc.requestCallback<_bms_crm_v1_EstimateList__Output>): grpc.ClientUnaryCall;
  listEstimates(argument: _bms_crm_v1_ListEstimatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_EstimateList__Output>): grpc.ClientUnaryCall;
  listEstimates(argument: _bms_crm_v1_ListEstimatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_EstimateList__Output>): grpc.ClientUnaryCall;
  listEstimates(argument: _bms_crm_v1_ListEstimatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_EstimateList__Output>): grpc.ClientUnaryCall;
  listEstimates(argument: _bms_crm_v1_ListEstimatesRequest, callback: grpc.requestCallback<_bms_crm_v1_EstimateList__Output>): grpc.ClientUnaryCall;
  
  ListLeads(argument: _bms_crm_v1_ListLeadsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_LeadList__Output>): grpc.ClientUnaryCall;
  ListLeads(argument: _bms_crm_v1_ListLeadsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_LeadList__Output>): grpc.ClientUnaryCall;
  ListLeads(argument: _bms_crm_v1_ListLeadsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_LeadList__Output>): grpc.ClientUnaryCall;
  ListLeads(argument: _bms_crm_v1_ListLeadsRequest, callback: grpc.requestCallback<_bms_crm_v1_LeadList__Output>): grpc.ClientUnaryCall;
  listLeads(argument: _bms_crm_v1_ListLeadsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_LeadList__Output>): grpc.ClientUnaryCall;
  listLeads(argument: _bms_crm_v1_ListLeadsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_LeadList__Output>): grpc.ClientUnaryCall;
  listLeads(argument: _bms_crm_v1_ListLeadsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_LeadList__Output>): grpc.ClientUnaryCall;
  listLeads(argument: _bms_crm_v1_ListLeadsRequest, callback: grpc.requestCallback<_bms_crm_v1_LeadList__Output>): grpc.ClientUnaryCall;
  
  ListOrders(argument: _bms_crm_v1_ListOrdersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_OrderList__Output>): grpc.ClientUnaryCall;
  ListOrders(argument: _bms_crm_v1_ListOrdersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_OrderList__Output>): grpc.ClientUnaryCall;
  ListOrders(argument: _bms_crm_v1_ListOrdersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_OrderList__Output>): grpc.ClientUnaryCall;
  ListOrders(argument: _bms_crm_v1_ListOrdersRequest, callback: grpc.requestCallback<_bms_crm_v1_OrderList__Output>): grpc.ClientUnaryCall;
  listOrders(argument: _bms_crm_v1_ListOrdersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_OrderList__Output>): grpc.ClientUnaryCall;
  listOrders(argument: _bms_crm_v1_ListOrdersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_OrderList__Output>): grpc.ClientUnaryCall;
  listOrders(argument: _bms_crm_v1_ListOrdersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_OrderList__Output>): grpc.ClientUnaryCall;
  listOrders(argument: _bms_crm_v1_ListOrdersRequest, callback: grpc.requestCallback<_bms_crm_v1_OrderList__Output>): grpc.ClientUnaryCall;
  
  ListRequestFormFields(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_RequestFormFieldList__Output>): grpc.ClientUnaryCall;
  ListRequestFormFields(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_RequestFormFieldList__Output>): grpc.ClientUnaryCall;
  ListRequestFormFields(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_RequestFormFieldList__Output>): grpc.ClientUnaryCall;
  ListRequestFormFields(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_crm_v1_RequestFormFieldList__Output>): grpc.ClientUnaryCall;
  listRequestFormFields(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_RequestFormFieldList__Output>): grpc.ClientUnaryCall;
  listRequestFormFields(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_RequestFormFieldList__Output>): grpc.ClientUnaryCall;
  listRequestFormFields(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_RequestFormFieldList__Output>): grpc.ClientUnaryCall;
  listRequestFormFields(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_crm_v1_RequestFormFieldList__Output>): grpc.ClientUnaryCall;
  
  ListRequestForms(argument: _bms_crm_v1_ListRequestFormsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_RequestFormList__Output>): grpc.ClientUnaryCall;
  ListRequestForms(argument: _bms_crm_v1_ListRequestFormsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_RequestFormList__Output>): grpc.ClientUnaryCall;
  ListRequestForms(argument: _bms_crm_v1_ListRequestFormsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_RequestFormList__Output>): grpc.ClientUnaryCall;
  ListRequestForms(argument: _bms_crm_v1_ListRequestFormsRequest, callback: grpc.requestCallback<_bms_crm_v1_RequestFormList__Output>): grpc.ClientUnaryCall;
  listRequestForms(argument: _bms_crm_v1_ListRequestFormsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_RequestFormList__Output>): grpc.ClientUnaryCall;
  listRequestForms(argument: _bms_crm_v1_ListRequestFormsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_RequestFormList__Output>): grpc.ClientUnaryCall;
  listRequestForms(argument: _bms_crm_v1_ListRequestFormsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_RequestFormList__Output>): grpc.ClientUnaryCall;
  listRequestForms(argument: _bms_crm_v1_ListRequestFormsRequest, callback: grpc.requestCallback<_bms_crm_v1_RequestFormList__Output>): grpc.ClientUnaryCall;
  
  RestoreClient(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreClient(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreClient(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreClient(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreClient(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreClient(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreClient(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreClient(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  RestoreContact(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreContact(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreContact(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreContact(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreContact(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreContact(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreContact(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreContact(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  RestoreCustomField(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreCustomField(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreCustomField(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreCustomField(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreCustomField(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreCustomField(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreCustomField(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreCustomField(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  RestoreEstimate(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreEstimate(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreEstimate(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreEstimate(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreEstimate(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreEstimate(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreEstimate(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreEstimate(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  RestoreLead(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreLead(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreLead(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreLead(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreLead(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreLead(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreLead(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreLead(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  RestoreOrder(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreOrder(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreOrder(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreOrder(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreOrder(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreOrder(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreOrder(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreOrder(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  SubmitEstimateRequest(argument: _bms_crm_v1_SubmitEstimateRequestRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_EstimateRequestRecord__Output>): grpc.ClientUnaryCall;
  SubmitEstimateRequest(argument: _bms_crm_v1_SubmitEstimateRequestRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_EstimateRequestRecord__Output>): grpc.ClientUnaryCall;
  SubmitEstimateRequest(argument: _bms_crm_v1_SubmitEstimateRequestRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_EstimateRequestRecord__Output>): grpc.ClientUnaryCall;
  SubmitEstimateRequest(argument: _bms_crm_v1_SubmitEstimateRequestRequest, callback: grpc.requestCallback<_bms_crm_v1_EstimateRequestRecord__Output>): grpc.ClientUnaryCall;
  submitEstimateRequest(argument: _bms_crm_v1_SubmitEstimateRequestRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_EstimateRequestRecord__Output>): grpc.ClientUnaryCall;
  submitEstimateRequest(argument: _bms_crm_v1_SubmitEstimateRequestRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_EstimateRequestRecord__Output>): grpc.ClientUnaryCall;
  submitEstimateRequest(argument: _bms_crm_v1_SubmitEstimateRequestRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_EstimateRequestRecord__Output>): grpc.ClientUnaryCall;
  submitEstimateRequest(argument: _bms_crm_v1_SubmitEstimateRequestRequest, callback: grpc.requestCallback<_bms_crm_v1_EstimateRequestRecord__Output>): grpc.ClientUnaryCall;
  
  UpdateClient(argument: _bms_crm_v1_UpdateClientRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateClient(argument: _bms_crm_v1_UpdateClientRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateClient(argument: _bms_crm_v1_UpdateClientRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateClient(argument: _bms_crm_v1_UpdateClientRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateClient(argument: _bms_crm_v1_UpdateClientRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateClient(argument: _bms_crm_v1_UpdateClientRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateClient(argument: _bms_crm_v1_UpdateClientRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateClient(argument: _bms_crm_v1_UpdateClientRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  UpdateContact(argument: _bms_crm_v1_UpdateContactRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateContact(argument: _bms_crm_v1_UpdateContactRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateContact(argument: _bms_crm_v1_UpdateContactRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateContact(argument: _bms_crm_v1_UpdateContactRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateContact(argument: _bms_crm_v1_UpdateContactRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateContact(argument: _bms_crm_v1_UpdateContactRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateContact(argument: _bms_crm_v1_UpdateContactRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateContact(argument: _bms_crm_v1_UpdateContactRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  UpdateContract(argument: _bms_crm_v1_UpdateContractRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateContract(argument: _bms_crm_v1_UpdateContractRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateContract(argument: _bms_crm_v1_UpdateContractRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateContract(argument: _bms_crm_v1_UpdateContractRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateContract(argument: _bms_crm_v1_UpdateContractRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateContract(argument: _bms_crm_v1_UpdateContractRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateContract(argument: _bms_crm_v1_UpdateContractRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateContract(argument: _bms_crm_v1_UpdateContractRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  UpdateCustomField(argument: _bms_crm_v1_UpdateCustomFieldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateCustomField(argument: _bms_crm_v1_UpdateCustomFieldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateCustomField(argument: _bms_crm_v1_UpdateCustomFieldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateCustomField(argument: _bms_crm_v1_UpdateCustomFieldRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateCustomField(argument: _bms_crm_v1_UpdateCustomFieldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateCustomField(argument: _bms_crm_v1_UpdateCustomFieldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateCustomField(argument: _bms_crm_v1_UpdateCustomFieldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateCustomField(argument: _bms_crm_v1_UpdateCustomFieldRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  UpdateEstimate(argument: _bms_crm_v1_UpdateEstimateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateEstimate(argument: _bms_crm_v1_UpdateEstimateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateEstimate(argument: _bms_crm_v1_UpdateEstimateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateEstimate(argument: _bms_crm_v1_UpdateEstimateRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateEstimate(argument: _bms_crm_v1_UpdateEstimateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateEstimate(argument: _bms_crm_v1_UpdateEstimateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateEstimate(argument: _bms_crm_v1_UpdateEstimateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateEstimate(argument: _bms_crm_v1_UpdateEstimateRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  UpdateLead(argument: _bms_crm_v1_UpdateLeadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateLead(argument: _bms_crm_v1_UpdateLeadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateLead(argument: _bms_crm_v1_UpdateLeadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateLead(argument: _bms_crm_v1_UpdateLeadRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateLead(argument: _bms_crm_v1_UpdateLeadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateLead(argument: _bms_crm_v1_UpdateLeadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateLead(argument: _bms_crm_v1_UpdateLeadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateLead(argument: _bms_crm_v1_UpdateLeadRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  UpdateOrder(argument: _bms_crm_v1_UpdateOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateOrder(argument: _bms_crm_v1_UpdateOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateOrder(argument: _bms_crm_v1_UpdateOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateOrder(argument: _bms_crm_v1_UpdateOrderRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateOrder(argument: _bms_crm_v1_UpdateOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateOrder(argument: _bms_crm_v1_UpdateOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateOrder(argument: _bms_crm_v1_UpdateOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateOrder(argument: _bms_crm_v1_UpdateOrderRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  UpdateRequestForm(argument: _bms_crm_v1_UpdateRequestFormRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateRequestForm(argument: _bms_crm_v1_UpdateRequestFormRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateRequestForm(argument: _bms_crm_v1_UpdateRequestFormRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateRequestForm(argument: _bms_crm_v1_UpdateRequestFormRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateRequestForm(argument: _bms_crm_v1_UpdateRequestFormRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateRequestForm(argument: _bms_crm_v1_UpdateRequestFormRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateRequestForm(argument: _bms_crm_v1_UpdateRequestFormRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateRequestForm(argument: _bms_crm_v1_UpdateRequestFormRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
}

export interface CrmHandlers extends grpc.UntypedServiceImplementation {
  CreateClient: grpc.handleUnaryCall<_bms_crm_v1_CreateClientRequest__Output, _bms_crm_v1_ClientRecord>;
  
  CreateContact: grpc.handleUnaryCall<_bms_crm_v1_CreateContactRequest__Output, _bms_crm_v1_ContactRecord>;
  
  CreateContract: grpc.handleUnaryCall<_bms_crm_v1_CreateContractRequest__Output, _bms_crm_v1_ContractRecord>;
  
  CreateCustomField: grpc.handleUnaryCall<_bms_crm_v1_CreateCustomFieldRequest__Output, _bms_crm_v1_CustomFieldRecord>;
  
  CreateEstimate: grpc.handleUnaryCall<_bms_crm_v1_CreateEstimateRequest__Output, _bms_crm_v1_EstimateRecord>;
  
  CreateLead: grpc.handleUnaryCall<_bms_crm_v1_CreateLeadRequest__Output, _bms_crm_v1_LeadRecord>;
  
  CreateOrder: grpc.handleUnaryCall<_bms_crm_v1_CreateOrderRequest__Output, _bms_crm_v1_OrderRecord>;
  
  CreateRequestForm: grpc.handleUnaryCall<_bms_crm_v1_CreateRequestFormRequest__Output, _bms_crm_v1_RequestFormRecord>;
  
  DeleteClient: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  DeleteContact: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  DeleteCustomField: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  DeleteEstimate: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  DeleteLead: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  DeleteOrder: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  DeleteRequestForm: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  FindClients: grpc.handleUnaryCall<_bms_crm_v1_FindClientsRequest__Output, _bms_crm_v1_FindClientsReply>;
  
  GetClient: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_crm_v1_ClientDetail>;
  
  GetContact: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_crm_v1_ContactRecord>;
  
  GetContract: grpc.handleUnaryCall<_bms_crm_v1_ContractRequest__Output, _bms_crm_v1_ContractRecord>;
  
  GetCustomField: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_crm_v1_CustomFieldRecord>;
  
  GetEstimate: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_crm_v1_EstimateRecord>;
  
  GetEstimateRequest: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_crm_v1_EstimateRequestRecord>;
  
  GetLead: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_crm_v1_LeadDetail>;
  
  GetOrder: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_crm_v1_OrderRecord>;
  
  GetRequestForm: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_crm_v1_RequestFormRecord>;
  
  ListClients: grpc.handleUnaryCall<_bms_crm_v1_ListClientsRequest__Output, _bms_crm_v1_ClientList>;
  
  ListContacts: grpc.handleUnaryCall<_bms_crm_v1_ListContactsRequest__Output, _bms_crm_v1_ContactList>;
  
  ListCustomFields: grpc.handleUnaryCall<_bms_crm_v1_ListCustomFieldsRequest__Output, _bms_crm_v1_CustomFieldList>;
  
  ListEstimateRequests: grpc.handleUnaryCall<_bms_crm_v1_ListEstimateRequestsRequest__Output, _bms_crm_v1_EstimateRequestList>;
  
  ListEstimates: grpc.handleUnaryCall<_bms_crm_v1_ListEstimatesRequest__Output, _bms_crm_v1_EstimateList>;
  
  ListLeads: grpc.handleUnaryCall<_bms_crm_v1_ListLeadsRequest__Output, _bms_crm_v1_LeadList>;
  
  ListOrders: grpc.handleUnaryCall<_bms_crm_v1_ListOrdersRequest__Output, _bms_crm_v1_OrderList>;
  
  ListRequestFormFields: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_crm_v1_RequestFormFieldList>;
  
  ListRequestForms: grpc.handleUnaryCall<_bms_crm_v1_ListRequestFormsRequest__Output, _bms_crm_v1_RequestFormList>;
  
  RestoreClient: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  RestoreContact: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  RestoreCustomField: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  RestoreEstimate: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  RestoreLead: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  RestoreOrder: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  SubmitEstimateRequest: grpc.handleUnaryCall<_bms_crm_v1_SubmitEstimateRequestRequest__Output, _bms_crm_v1_EstimateRequestRecord>;
  
  UpdateClient: grpc.handleUnaryCall<_bms_crm_v1_UpdateClientRequest__Output, _bms_common_v1_Result>;
  
  UpdateContact: grpc.handleUnaryCall<_bms_crm_v1_UpdateContactRequest__Output, _bms_common_v1_Result>;
  
  UpdateContract: grpc.handleUnaryCall<_bms_crm_v1_UpdateContractRequest__Output, _bms_common_v1_Result>;
  
  UpdateCustomField: grpc.handleUnaryCall<_bms_crm_v1_UpdateCustomFieldRequest__Output, _bms_common_v1_Result>;
  
  UpdateEstimate: grpc.handleUnaryCall<_bms_crm_v1_UpdateEstimateRequest__Output, _bms_common_v1_Result>;
  
  UpdateLead: grpc.handleUnaryCall<_bms_crm_v1_UpdateLeadRequest__Output, _bms_common_v1_Result>;
  
  UpdateOrder: grpc.handleUnaryCall<_bms_crm_v1_UpdateOrderRequest__Output, _bms_common_v1_Result>;
  
  UpdateRequestForm: grpc.handleUnaryCall<_bms_crm_v1_UpdateRequestFormRequest__Output, _bms_common_v1_Result>;
  
}

export interface CrmDefinition extends grpc.ServiceDefinition {
  CreateClient: MethodDefinition<_bms_crm_v1_CreateClientRequest, _bms_crm_v1_ClientRecord, _bms_crm_v1_CreateClientRequest__Output, _bms_crm_v1_ClientRecord__Output>
  CreateContact: MethodDefinition<_bms_crm_v1_CreateContactRequest, _bms_crm_v1_ContactRecord, _bms_crm_v1_CreateContactRequest__Output, _bms_crm_v1_ContactRecord__Output>
  CreateContract: MethodDefinition<_bms_crm_v1_CreateContractRequest, _bms_crm_v1_ContractRecord, _bms_crm_v1_CreateContractRequest__Output, _bms_crm_v1_ContractRecord__Output>
  CreateCustomField: MethodDefinition<_bms_crm_v1_CreateCustomFieldRequest, _bms_crm_v1_CustomFieldRecord, _bms_crm_v1_CreateCustomFieldRequest__Output, _bms_crm_v1_CustomFieldRecord__Output>
  CreateEstimate: MethodDefinition<_bms_crm_v1_CreateEstimateRequest, _bms_crm_v1_EstimateRecord, _bms_crm_v1_CreateEstimateRequest__Output, _bms_crm_v1_EstimateRecord__Output>
  CreateLead: MethodDefinition<_bms_crm_v1_CreateLeadRequest, _bms_crm_v1_LeadRecord, _bms_crm_v1_CreateLeadRequest__Output, _bms_crm_v1_LeadRecord__Output>
  CreateOrder: MethodDefinition<_bms_crm_v1_CreateOrderRequest, _bms_crm_v1_OrderRecord, _bms_crm_v1_CreateOrderRequest__Output, _bms_crm_v1_OrderRecord__Output>
  CreateRequestForm: MethodDefinition<_bms_crm_v1_CreateRequestFormRequest, _bms_crm_v1_RequestFormRecord, _bms_crm_v1_CreateRequestFormRequest__Output, _bms_crm_v1_RequestFormRecord__Output>
  DeleteClient: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  DeleteContact: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  DeleteCustomField: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  DeleteEstimate: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  DeleteLead: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  DeleteOrder: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  DeleteRequestForm: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  FindClients: MethodDefinition<_bms_crm_v1_FindClientsRequest, _bms_crm_v1_FindClientsReply, _bms_crm_v1_FindClientsRequest__Output, _bms_crm_v1_FindClientsReply__Output>
  GetClient: MethodDefinition<_bms_common_v1_IdRequest, _bms_crm_v1_ClientDetail, _bms_common_v1_IdRequest__Output, _bms_crm_v1_ClientDetail__Output>
  GetContact: MethodDefinition<_bms_common_v1_IdRequest, _bms_crm_v1_ContactRecord, _bms_common_v1_IdRequest__Output, _bms_crm_v1_ContactRecord__Output>
  GetContract: MethodDefinition<_bms_crm_v1_ContractRequest, _bms_crm_v1_ContractRecord, _bms_crm_v1_ContractRequest__Output, _bms_crm_v1_ContractRecord__Output>
  GetCustomField: MethodDefinition<_bms_common_v1_IdRequest, _bms_crm_v1_CustomFieldRecord, _bms_common_v1_IdRequest__Output, _bms_crm_v1_CustomFieldRecord__Output>
  GetEstimate: MethodDefinition<_bms_common_v1_IdRequest, _bms_crm_v1_EstimateRecord, _bms_common_v1_IdRequest__Output, _bms_crm_v1_EstimateRecord__Output>
  GetEstimateRequest: MethodDefinition<_bms_common_v1_IdRequest, _bms_crm_v1_EstimateRequestRecord, _bms_common_v1_IdRequest__Output, _bms_crm_v1_EstimateRequestRecord__Output>
  GetLead: MethodDefinition<_bms_common_v1_IdRequest, _bms_crm_v1_LeadDetail, _bms_common_v1_IdRequest__Output, _bms_crm_v1_LeadDetail__Output>
  GetOrder: MethodDefinition<_bms_common_v1_IdRequest, _bms_crm_v1_OrderRecord, _bms_common_v1_IdRequest__Output, _bms_crm_v1_OrderRecord__Output>
  GetRequestForm: MethodDefinition<_bms_common_v1_IdRequest, _bms_crm_v1_RequestFormRecord, _bms_common_v1_IdRequest__Output, _bms_crm_v1_RequestFormRecord__Output>
  ListClients: MethodDefinition<_bms_crm_v1_ListClientsRequest, _bms_crm_v1_ClientList, _bms_crm_v1_ListClientsRequest__Output, _bms_crm_v1_ClientList__Output>
  ListContacts: MethodDefinition<_bms_crm_v1_ListContactsRequest, _bms_crm_v1_ContactList, _bms_crm_v1_ListContactsRequest__Output, _bms_crm_v1_ContactList__Output>
  ListCustomFields: MethodDefinition<_bms_crm_v1_ListCustomFieldsRequest, _bms_crm_v1_CustomFieldList, _bms_crm_v1_ListCustomFieldsRequest__Output, _bms_crm_v1_CustomFieldList__Output>
  ListEstimateRequests: MethodDefinition<_bms_crm_v1_ListEstimateRequestsRequest, _bms_crm_v1_EstimateRequestList, _bms_crm_v1_ListEstimateRequestsRequest__Output, _bms_crm_v1_EstimateRequestList__Output>
  ListEstimates: MethodDefinition<_bms_crm_v1_ListEstimatesRequest, _bms_crm_v1_EstimateList, _bms_crm_v1_ListEstimatesRequest__Output, _bms_crm_v1_EstimateList__Output>
  ListLeads: MethodDefinition<_bms_crm_v1_ListLeadsRequest, _bms_crm_v1_LeadList, _bms_crm_v1_ListLeadsRequest__Output, _bms_crm_v1_LeadList__Output>
  ListOrders: MethodDefinition<_bms_crm_v1_ListOrdersRequest, _bms_crm_v1_OrderList, _bms_crm_v1_ListOrdersRequest__Output, _bms_crm_v1_OrderList__Output>
  ListRequestFormFields: MethodDefinition<_bms_common_v1_IdRequest, _bms_crm_v1_RequestFormFieldList, _bms_common_v1_IdRequest__Output, _bms_crm_v1_RequestFormFieldList__Output>
  ListRequestForms: MethodDefinition<_bms_crm_v1_ListRequestFormsRequest, _bms_crm_v1_RequestFormList, _bms_crm_v1_ListRequestFormsRequest__Output, _bms_crm_v1_RequestFormList__Output>
  RestoreClient: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  RestoreContact: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  RestoreCustomField: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  RestoreEstimate: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  RestoreLead: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  RestoreOrder: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  SubmitEstimateRequest: MethodDefinition<_bms_crm_v1_SubmitEstimateRequestRequest, _bms_crm_v1_EstimateRequestRecord, _bms_crm_v1_SubmitEstimateRequestRequest__Output, _bms_crm_v1_EstimateRequestRecord__Output>
  UpdateClient: MethodDefinition<_bms_crm_v1_UpdateClientRequest, _bms_common_v1_Result, _bms_crm_v1_UpdateClientRequest__Output, _bms_common_v1_Result__Output>
  UpdateContact: MethodDefinition<_bms_crm_v1_UpdateContactRequest, _bms_common_v1_Result, _bms_crm_v1_UpdateContactRequest__Output, _bms_common_v1_Result__Output>
  UpdateContract: MethodDefinition<_bms_crm_v1_UpdateContractRequest, _bms_common_v1_Result, _bms_crm_v1_UpdateContractRequest__Output, _bms_common_v1_Result__Output>
  UpdateCustomField: MethodDefinition<_bms_crm_v1_UpdateCustomFieldRequest, _bms_common_v1_Result, _bms_crm_v1_UpdateCustomFieldRequest__Output, _bms_common_v1_Result__Output>
  UpdateEstimate: MethodDefinition<_bms_crm_v1_UpdateEstimateRequest, _bms_common_v1_Result, _bms_crm_v1_UpdateEstimateRequest__Output, _bms_common_v1_Result__Output>
  UpdateLead: MethodDefinition<_bms_crm_v1_UpdateLeadRequest, _bms_common_v1_Result, _bms_crm_v1_UpdateLeadRequest__Output, _bms_common_v1_Result__Output>
  UpdateOrder: MethodDefinition<_bms_crm_v1_UpdateOrderRequest, _bms_common_v1_Result, _bms_crm_v1_UpdateOrderRequest__Output, _bms_common_v1_Result__Output>
  UpdateRequestForm: MethodDefinition<_bms_crm_v1_UpdateRequestFormRequest, _bms_common_v1_Result, _bms_crm_v1_UpdateRequestFormRequest__Output, _bms_common_v1_Result__Output>
}
