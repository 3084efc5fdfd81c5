import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Empty as _bms_common_v1_Empty, Empty__Output as _bms_common_v1_Empty__Output } from './bms/common/v1/Empty';
import type { IdRequest as _bms_common_v1_IdRequest, IdRequest__Output as _bms_common_v1_IdRequest__Output } from './bms/common/v1/IdRequest';
import type { ListOptions as _bms_common_v1_ListOptions, ListOptions__Output as _bms_common_v1_ListOptions__Output } from './bms/common/v1/ListOptions';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from './bms/common/v1/PageMeta';
import type { Result as _bms_common_v1_Result, Result__Output as _bms_common_v1_Result__Output } from './bms/common/v1/Result';
import type { Client as _bms_crm_v1_Client, Client__Output as _bms_crm_v1_Client__Output } from './bms/crm/v1/Client';
import type { ClientDetail as _bms_crm_v1_ClientDetail, ClientDetail__Output as _bms_crm_v1_ClientDetail__Output } from './bms/crm/v1/ClientDetail';
import type { ClientFound as _bms_crm_v1_ClientFound, ClientFound__Output as _bms_crm_v1_ClientFound__Output } from './bms/crm/v1/ClientFound';
import type { ClientInput as _bms_crm_v1_ClientInput, ClientInput__Output as _bms_crm_v1_ClientInput__Output } from './bms/crm/v1/ClientInput';
import type { ClientList as _bms_crm_v1_ClientList, ClientList__Output as _bms_crm_v1_ClientList__Output } from './bms/crm/v1/ClientList';
import type { ClientRecord as _bms_crm_v1_ClientRecord, ClientRecord__Output as _bms_crm_v1_ClientRecord__Output } from './bms/crm/v1/ClientRecord';
import type { ClientSummary as _bms_crm_v1_ClientSummary, ClientSummary__Output as _bms_crm_v1_ClientSummary__Output } from './bms/crm/v1/ClientSummary';
import type { Contact as _bms_crm_v1_Contact, Contact__Output as _bms_crm_v1_Contact__Output } from './bms/crm/v1/Contact';
import type { ContactInput as _bms_crm_v1_ContactInput, ContactInput__Output as _bms_crm_v1_ContactInput__Output } from './bms/crm/v1/ContactInput';
import type { ContactList as _bms_crm_v1_ContactList, ContactList__Output as _bms_crm_v1_ContactList__Output } from './bms/crm/v1/ContactList';
import type { ContactRecord as _bms_crm_v1_ContactRecord, ContactRecord__Output as _bms_crm_v1_ContactRecord__Output } from './bms/crm/v1/ContactRecord';
import type { ContactSummary as _bms_crm_v1_ContactSummary, ContactSummary__Output as _bms_crm_v1_ContactSummary__Output } from './bms/crm/v1/ContactSummary';
import type { Contract as _bms_crm_v1_Contract, Contract__Output as _bms_crm_v1_Contract__Output } from './bms/crm/v1/Contract';
import type { ContractInput as _bms_crm_v1_ContractInput, ContractInput__Output as _bms_crm_v1_ContractInput__Output } from './bms/crm/v1/ContractInput';
import type { ContractRecord as _bms_crm_v1_ContractRecord, ContractRecord__Output as _bms_crm_v1_ContractRecord__Output } from './bms/crm/v1/ContractRecord';
import type { ContractRequest as _bms_crm_v1_ContractRequest, ContractRequest__Output as _bms_crm_v1_ContractRequest__Output } from './bms/crm/v1/ContractRequest';
import type { CreateClientRequest as _bms_crm_v1_CreateClientRequest, CreateClientRequest__Output as _bms_crm_v1_CreateClientRequest__Output } from './bms/crm/v1/CreateClientRequest';
import type { CreateContactRequest as _bms_crm_v1_CreateContactRequest, CreateContactRequest__Output as _bms_crm_v1_CreateContactRequest__Output } from './bms/crm/v1/CreateContactRequest';
import type { CreateContractRequest as _bms_crm_v1_CreateContractRequest, CreateContractRequest__Output as _bms_crm_v1_CreateContractRequest__Output } from './bms/crm/v1/CreateContractRequest';
import type { CreateCustomFieldRequest as _bms_crm_v1_CreateCustomFieldRequest, CreateCustomFieldRequest__Output as _bms_crm_v1_CreateCustomFieldRequest__Output } from './bms/crm/v1/CreateCustomFieldRequest';
import type { CreateEstimateRequest as _bms_crm_v1_CreateEstimateRequest, CreateEstimateRequest__Output as _bms_crm_v1_CreateEstimateRequest__Output } from './bms/crm/v1/CreateEstimateRequest';
import type { CreateLeadRequest as _bms_crm_v1_CreateLeadRequest, CreateLeadRequest__Output as _bms_crm_v1_CreateLeadRequest__Output } from './bms/crm/v1/CreateLeadRequest';
import type { CreateOrderRequest as _bms_crm_v1_CreateOrderRequest, CreateOrderRequest__Output as _bms_crm_v1_CreateOrderRequest__Output } from './bms/crm/v1/CreateOrderRequest';
import type { CreateRequestFormRequest as _bms_crm_v1_CreateRequestFormRequest, CreateRequestFormRequest__Output as _bms_crm_v1_CreateRequestFormRequest__Output } from './bms/crm/v1/CreateRequestFormRequest';
import type { CrmClient as _bms_crm_v1_CrmClient, CrmDefinition as _bms_crm_v1_CrmDefinition } from './bms/crm/v1/Crm';
import type { CustomField as _bms_crm_v1_CustomField, CustomField__Output as _bms_crm_v1_CustomField__Output } from './bms/crm/v1/CustomField';
import type { CustomFieldInput as _bms_crm_v1_CustomFieldInput, CustomFieldInput__Output as _bms_crm_v1_CustomFieldInput__Output } from './bms/crm/v1/CustomFieldInput';
import type { CustomFieldList as _bms_crm_v1_CustomFieldList, CustomFieldList__Output as _bms_crm_v1_CustomFieldList__Output } from './bms/crm/v1/CustomFieldList';
import type { CustomFieldRecord as _bms_crm_v1_CustomFieldRecord, CustomFieldRecord__Output as _bms_crm_v1_CustomFieldRecord__Output } from './bms/crm/v1/CustomFieldRecord';
import type { CustomFieldSummary as _bms_crm_v1_CustomFieldSummary, CustomFieldSummary__Output as _bms_crm_v1_CustomFieldSummary__Output } from './bms/crm/v1/CustomFieldSummary';
import type { Estimate as _bms_crm_v1_Estimate, Estimate__Output as _bms_crm_v1_Estimate__Output } from './bms/crm/v1/Estimate';
import type { EstimateInput as _bms_crm_v1_EstimateInput, EstimateInput__Output as _bms_crm_v1_EstimateInput__Output } from './bms/crm/v1/EstimateInput';
import type { EstimateItem as _bms_crm_v1_EstimateItem, EstimateItem__Output as _bms_crm_v1_EstimateItem__Output } from './bms/crm/v1/EstimateItem';
import type { EstimateItemInput as _bms_crm_v1_EstimateItemInput, EstimateItemInput__Output as _bms_crm_v1_EstimateItemInput__Output } from './bms/crm/v1/EstimateItemInput';
import type { EstimateList as _bms_crm_v1_EstimateList, EstimateList__Output as _bms_crm_v1_EstimateList__Output } from './bms/crm/v1/EstimateList';
import type { EstimateRecord as _bms_crm_v1_EstimateRecord, EstimateRecord__Output as _bms_crm_v1_EstimateRecord__Output } from './bms/crm/v1/EstimateRecord';
import type { EstimateRequest as _bms_crm_v1_EstimateRequest, EstimateRequest__Output as _bms_crm_v1_EstimateRequest__Output } from './bms/crm/v1/EstimateRequest';
import type { EstimateRequestInput as _bms_crm_v1_EstimateRequestInput, EstimateRequestInput__Output as _bms_crm_v1_EstimateRequestInput__Output } from './bms/crm/v1/EstimateRequestInput';
import type { EstimateRequestList as _bms_crm_v1_EstimateRequestList, EstimateRequestList__Output as _bms_crm_v1_EstimateRequestList__Output } from './bms/crm/v1/EstimateRequestList';
import type { EstimateRequestRecord as _bms_crm_v1_EstimateRequestRecord, EstimateRequestRecord__Output as _bms_crm_v1_EstimateRequestRecord__Output } from './bms/crm/v1/EstimateRequestRecord';
import type { EstimateSummary as _bms_crm_v1_EstimateSummary, EstimateSummary__Output as _bms_crm_v1_EstimateSummary__Output } from './bms/crm/v1/EstimateSummary';
import type { FindClientsReply as _bms_crm_v1_FindClientsReply, FindClientsReply__Output as _bms_crm_v1_FindClientsReply__Output } from './bms/crm/v1/FindClientsReply';
import type { FindClientsRequest as _bms_crm_v1_FindClientsRequest, FindClientsRequest__Output as _bms_crm_v1_FindClientsRequest__Output } from './bms/crm/v1/FindClientsRequest';
import type { Lead as _bms_crm_v1_Lead, Lead__Output as _bms_crm_v1_Lead__Output } from './bms/crm/v1/Lead';
import type { LeadDetail as _bms_crm_v1_LeadDetail, LeadDetail__Output as _bms_crm_v1_LeadDetail__Output } from './bms/crm/v1/LeadDetail';
import type { LeadInput as _bms_crm_v1_LeadInput, LeadInput__Output as _bms_crm_v1_LeadInput__Output } from './bms/crm/v1/LeadInput';
import type { LeadList as _bms_crm_v1_LeadList, LeadList__Output as _bms_crm_v1_LeadList__Output } from './bms/crm/v1/LeadList';
import type { LeadRecord as _bms_crm_v1_LeadRecord, LeadRecord__Output as _bms_crm_v1_LeadRecord__Output } from './bms/crm/v1/LeadRecord';
import type { LeadSummary as _bms_crm_v1_LeadSummary, LeadSummary__Output as _bms_crm_v1_LeadSummary__Output } from './bms/crm/v1/LeadSummary';
import type { ListClientsRequest as _bms_crm_v1_ListClientsRequest, ListClientsRequest__Output as _bms_crm_v1_ListClientsRequest__Output } from './bms/crm/v1/ListClientsRequest';
import type { ListContactsRequest as _bms_crm_v1_ListContactsRequest, ListContactsRequest__Output as _bms_crm_v1_ListContactsRequest__Output } from './bms/crm/v1/ListContactsRequest';
import type { ListCustomFieldsRequest as _bms_crm_v1_ListCustomFieldsRequest, ListCustomFieldsRequest__Output as _bms_crm_v1_ListCustomFieldsRequest__Output } from './bms/crm/v1/ListCustomFieldsRequest';
import type { ListEstimateRequestsRequest as _bms_crm_v1_ListEstimateRequestsRequest, ListEstimateRequestsRequest__Output as _bms_crm_v1_ListEstimateRequestsRequest__Output } from './bms/crm/v1/ListEstimateRequestsRequest';
import type { ListEstimatesRequest as _bms_crm_v1_ListEstimatesRequest, ListEstimatesRequest__Output as _bms_crm_v1_ListEstimatesRequest__Output } from './bms/crm/v1/ListEstimatesRequest';
import type { ListLeadsRequest as _bms_crm_v1_ListLeadsRequest, ListLeadsRequest__Output as _bms_crm_v1_ListLeadsRequest__Output } from './bms/crm/v1/ListLeadsRequest';
import type { ListOrdersRequest as _bms_crm_v1_ListOrdersRequest, ListOrdersRequest__Output as _bms_crm_v1_ListOrdersRequest__Output } from './bms/crm/v1/ListOrdersRequest';
import type { ListRequestFormsRequest as _bms_crm_v1_ListRequestFormsRequest, ListRequestFormsRequest__Output as _bms_crm_v1_ListRequestFormsRequest__Output } from './bms/crm/v1/ListRequestFormsRequest';
import type { Order as _bms_crm_v1_Order, Order__Output as _bms_crm_v1_Order__Output } from './bms/crm/v1/Order';
import type { OrderInput as _bms_crm_v1_OrderInput, OrderInput__Output as _bms_crm_v1_OrderInput__Output } from './bms/crm/v1/OrderInput';
import type { OrderItem as _bms_crm_v1_OrderItem, OrderItem__Output as _bms_crm_v1_OrderItem__Output } from './bms/crm/v1/OrderItem';
import type { OrderItemInput as _bms_crm_v1_OrderItemInput, OrderItemInput__Output as _bms_crm_v1_OrderItemInput__Output } from './bms/crm/v1/OrderItemInput';
import type { OrderList as _bms_crm_v1_OrderList, OrderList__Output as _bms_crm_v1_OrderList__Output } from './bms/crm/v1/OrderList';
import type { OrderRecord as _bms_crm_v1_OrderRecord, OrderRecord__Output as _bms_crm_v1_OrderRecord__Output } from './bms/crm/v1/OrderRecord';
import type { OrderSummary as _bms_crm_v1_OrderSummary, OrderSummary__Output as _bms_crm_v1_OrderSummary__Output } from './bms/crm/v1/OrderSummary';
import type { RequestForm as _bms_crm_v1_RequestForm, RequestForm__Output as _bms_crm_v1_RequestForm__Output } from './bms/crm/v1/RequestForm';
import type { RequestFormField as _bms_crm_v1_RequestFormField, RequestFormField__Output as _bms_crm_v1_RequestFormField__Output } from './bms/crm/v1/RequestFormField';
import type { RequestFormFieldInput as _bms_crm_v1_RequestFormFieldInput, RequestFormFieldInput__Output as _bms_crm_v1_RequestFormFieldInput__Output } from './bms/crm/v1/RequestFormFieldInput';
import type { RequestFormFieldList as _bms_crm_v1_RequestFormFieldList, RequestFormFieldList__Output as _bms_crm_v1_RequestFormFieldList__Output } from './bms/crm/v1/RequestFormFieldList';
import type { RequestFormInput as _bms_crm_v1_RequestFormInput, RequestFormInput__Output as _bms_crm_v1_RequestFormInput__Output } from './bms/crm/v1/RequestFormInput';
import type { RequestFormList as _bms_crm_v1_RequestFormList, RequestFormList__Output as _bms_crm_v1_RequestFormList__Output } from './bms/crm/v1/RequestFormList';
import type { RequestFormRecord as _bms_crm_v1_RequestFormRecord, RequestFormRecord__Output as _bms_crm_v1_RequestFormRecord__Output } from './bms/crm/v1/RequestFormRecord';
import type { RequestFormSummary as _bms_crm_v1_RequestFormSummary, RequestFormSummary__Output as _bms_crm_v1_RequestFormSummary__Output } from './bms/crm/v1/RequestFormSummary';
import type { SubmitEstimateRequestRequest as _bms_crm_v1_SubmitEstimateRequestRequest, SubmitEstimateRequestRequest__Output as _bms_crm_v1_SubmitEstimateRequestRequest__Output } from './bms/crm/v1/SubmitEstimateRequestRequest';
import type { UpdateClientRequest as _bms_crm_v1_UpdateClientRequest, UpdateClientRequest__Output as _bms_crm_v1_UpdateClientRequest__Output } from './bms/crm/v1/UpdateClientRequest';
import type { UpdateContactRequest as _bms_crm_v1_UpdateContactRequest, UpdateContactRequest__Output as _bms_crm_v1_UpdateContactRequest__Output } from './bms/crm/v1/UpdateContactRequest';
import type { UpdateContractRequest as _bms_crm_v1_UpdateContractRequest, UpdateContractRequest__Output as _bms_crm_v1_UpdateContractRequest__Output } from './bms/crm/v1/UpdateContractRequest';
import type { UpdateCustomFieldRequest as _bms_crm_v1_UpdateCustomFieldRequest, UpdateCustomFieldRequest__Output as _bms_crm_v1_UpdateCustomFieldRequest__Output } from './bms/crm/v1/UpdateCustomFieldRequest';
import type { UpdateEstimateRequest as _bms_crm_v1_UpdateEstimateRequest, UpdateEstimateRequest__Output as _bms_crm_v1_UpdateEstimateRequest__Output } from './bms/crm/v1/UpdateEstimateRequest';
import type { UpdateLeadRequest as _bms_crm_v1_UpdateLeadRequest, UpdateLeadRequest__Output as _bms_crm_v1_UpdateLeadRequest__Output } from './bms/crm/v1/UpdateLeadRequest';
import type { UpdateOrderRequest as _bms_crm_v1_UpdateOrderRequest, UpdateOrderRequest__Output as _bms_crm_v1_UpdateOrderRequest__Output } from './bms/crm/v1/UpdateOrderRequest';
import type { UpdateRequestFormRequest as _bms_crm_v1_UpdateRequestFormRequest, UpdateRequestFormRequest__Output as _bms_crm_v1_UpdateRequestFormRequest__Output } from './bms/crm/v1/UpdateRequestFormRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  bms: {
    common: {
      v1: {
        Empty: MessageTypeDefinition<_bms_common_v1_Empty, _bms_common_v1_Empty__Output>
        IdRequest: MessageTypeDefinition<_bms_common_v1_IdRequest, _bms_common_v1_IdRequest__Output>
        ListOptions: MessageTypeDefinition<_bms_common_v1_ListOptions, _bms_common_v1_ListOptions__Output>
        PageMeta: MessageTypeDefinition<_bms_common_v1_PageMeta, _bms_common_v1_PageMeta__Output>
        Result: MessageTypeDefinition<_bms_common_v1_Result, _bms_common_v1_Result__Output>
      }
    }
    crm: {
      v1: {
        Client: MessageTypeDefinition<_bms_crm_v1_Client, _bms_crm_v1_Client__Output>
        ClientDetail: MessageTypeDefinition<_bms_crm_v1_ClientDetail, _bms_crm_v1_ClientDetail__Output>
        ClientFound: MessageTypeDefinition<_bms_crm_v1_ClientFound, _bms_crm_v1_ClientFound__Output>
        ClientInput: MessageTypeDefinition<_bms_crm_v1_ClientInput, _bms_crm_v1_ClientInput__Output>
        ClientList: MessageTypeDefinition<_bms_crm_v1_ClientList, _bms_crm_v1_ClientList__Output>
        ClientRecord: MessageTypeDefinition<_bms_crm_v1_ClientRecord, _bms_crm_v1_ClientRecord__Output>
        ClientSummary: MessageTypeDefinition<_bms_crm_v1_ClientSummary, _bms_crm_v1_ClientSummary__Output>
        Contact: MessageTypeDefinition<_bms_crm_v1_Contact, _bms_crm_v1_Contact__Output>
        ContactInput: MessageTypeDefinition<_bms_crm_v1_ContactInput, _bms_crm_v1_ContactInput__Output>
        ContactList: MessageTypeDefinition<_bms_crm_v1_ContactList, _bms_crm_v1_ContactList__Output>
        ContactRecord: MessageTypeDefinition<_bms_crm_v1_ContactRecord, _bms_crm_v1_ContactRecord__Output>
        ContactSummary: MessageTypeDefinition<_bms_crm_v1_ContactSummary, _bms_crm_v1_ContactSummary__Output>
        Contract: MessageTypeDefinition<_bms_crm_v1_Contract, _bms_crm_v1_Contract__Output>
        ContractInput: MessageTypeDefinition<_bms_crm_v1_ContractInput, _bms_crm_v1_ContractInput__Output>
        ContractRecord: MessageTypeDefinition<_bms_crm_v1_ContractRecord, _bms_crm_v1_ContractRecord__Output>
        ContractRequest: MessageTypeDefinition<_bms_crm_v1_ContractRequest, _bms_crm_v1_ContractRequest__Output>
        CreateClientRequest: MessageTypeDefinition<_bms_crm_v1_CreateClientRequest, _bms_crm_v1_CreateClientRequest__Output>
        CreateContactRequest: MessageTypeDefinition<_bms_crm_v1_CreateContactRequest, _bms_crm_v1_CreateContactRequest__Output>
        CreateContractRequest: MessageTypeDefinition<_bms_crm_v1_CreateContractRequest, _bms_crm_v1_CreateContractRequest__Output>
        CreateCustomFieldRequest: MessageTypeDefinition<_bms_crm_v1_CreateCustomFieldRequest, _bms_crm_v1_CreateCustomFieldRequest__Output>
        CreateEstimateRequest: MessageTypeDefinition<_bms_crm_v1_CreateEstimateRequest, _bms_crm_v1_CreateEstimateRequest__Output>
        CreateLeadRequest: MessageTypeDefinition<_bms_crm_v1_CreateLeadRequest, _bms_crm_v1_CreateLeadRequest__Output>
        CreateOrderRequest: MessageTypeDefinition<_bms_crm_v1_CreateOrderRequest, _bms_crm_v1_CreateOrderRequest__Output>
        CreateRequestFormRequest: MessageTypeDefinition<_bms_crm_v1_CreateRequestFormRequest, _bms_crm_v1_CreateRequestFormRequest__Output>
        Crm: SubtypeConstructor<typeof grpc.Client, _bms_crm_v1_CrmClient> & { service: _bms_crm_v1_CrmDefinition }
        CustomField: MessageTypeDefinition<_bms_crm_v1_CustomField, _bms_crm_v1_CustomField__Output>
        CustomFieldInput: MessageTypeDefinition<_bms_crm_v1_CustomFieldInput, _bms_crm_v1_CustomFieldInput__Output>
        CustomFieldList: MessageTypeDefinition<_bms_crm_v1_CustomFieldList, _bms_crm_v1_CustomFieldList__Output>
        CustomFieldRecord: MessageTypeDefinition<_bms_crm_v1_CustomFieldRecord, _bms_crm_v1_CustomFieldRecord__Output>
        CustomFieldSummary: MessageTypeDefinition<_bms_crm_v1_CustomFieldSummary, _bms_crm_v1_CustomFieldSummary__Output>
        Estimate: MessageTypeDefinition<_bms_crm_v1_Estimate, _bms_crm_v1_Estimate__Output>
        EstimateInput: MessageTypeDefinition<_bms_crm_v1_EstimateInput, _bms_crm_v1_EstimateInput__Output>
        EstimateItem: MessageTypeDefinition<_bms_crm_v1_EstimateItem, _bms_crm_v1_EstimateItem__Output>
        EstimateItemInput: MessageTypeDefinition<_bms_crm_v1_EstimateItemInput, _bms_crm_v1_EstimateItemInput__Output>
        EstimateList: MessageTypeDefinition<_bms_crm_v1_EstimateList, _bms_crm_v1_EstimateList__Output>
        EstimateRecord: MessageTypeDefinition<_bms_crm_v1_EstimateRecord, _bms_crm_v1_EstimateRecord__Output>
        EstimateRequest: MessageTypeDefinition<_bms_crm_v1_EstimateRequest, _bms_crm_v1_EstimateRequest__Output>
        EstimateRequestInput: MessageTypeDefinition<_bms_crm_v1_EstimateRequestInput, _bms_crm_v1_EstimateRequestInput__Output>
        EstimateRequestList: MessageTypeDefinition<_bms_crm_v1_EstimateRequestList, _bms_crm_v1_EstimateRequestList__Output>
        EstimateRequestRecord: MessageTypeDefinition<_bms_crm_v1_EstimateRequestRecord, _bms_crm_v1_EstimateRequestRecord__Output>
        EstimateSummary: MessageTypeDefinition<_bms_crm_v1_EstimateSummary, _bms_crm_v1_EstimateSummary__Output>
        FindClientsReply: MessageTypeDefinition<_bms_crm_v1_FindClientsReply, _bms_crm_v1_FindClientsReply__Output>
        FindClientsRequest: MessageTypeDefinition<_bms_crm_v1_FindClientsRequest, _bms_crm_v1_FindClientsRequest__Output>
        Lead: MessageTypeDefinition<_bms_crm_v1_Lead, _bms_crm_v1_Lead__Output>
        LeadDetail: MessageTypeDefinition<_bms_crm_v1_LeadDetail, _bms_crm_v1_LeadDetail__Output>
        LeadInput: MessageTypeDefinition<_bms_crm_v1_LeadInput, _bms_crm_v1_LeadInput__Output>
        LeadList: MessageTypeDefinition<_bms_crm_v1_LeadList, _bms_crm_v1_LeadList__Output>
        LeadRecord: MessageTypeDefinition<_bms_crm_v1_LeadRecord, _bms_crm_v1_LeadRecord__Output>
        LeadSummary: MessageTypeDefinition<_bms_crm_v1_LeadSummary, _bms_crm_v1_LeadSummary__Output>
        ListClientsRequest: MessageTypeDefinition<_bms_crm_v1_ListClientsRequest, _bms_crm_v1_ListClientsRequest__Output>
        ListContactsRequest: MessageTypeDefinition<_bms_crm_v1_ListContactsRequest, _bms_crm_v1_ListContactsRequest__Output>
        ListCustomFieldsRequest: MessageTypeDefinition<_bms_crm_v1_ListCustomFieldsRequest, _bms_crm_v1_ListCustomFieldsRequest__Output>
        ListEstimateRequestsRequest: MessageTypeDefinition<_bms_crm_v1_ListEstimateRequestsRequest, _bms_crm_v1_ListEstimateRequestsRequest__Output>
        ListEstimatesRequest: MessageTypeDefinition<_bms_crm_v1_ListEstimatesRequest, _bms_crm_v1_ListEstimatesRequest__Output>
        ListLeadsRequest: MessageTypeDefinition<_bms_crm_v1_ListLeadsRequest, _bms_crm_v1_ListLeadsRequest__Output>
        ListOrdersRequest: MessageTypeDefinition<_bms_crm_v1_ListOrdersRequest, _bms_crm_v1_ListOrdersRequest__Output>
        ListRequestFormsRequest: MessageTypeDefinition<_bms_crm_v1_ListRequestFormsRequest, _bms_crm_v1_ListRequestFormsRequest__Output>
        Order: MessageTypeDefinition<_bms_crm_v1_Order, _bms_crm_v1_Order__Output>
        OrderInput: MessageTypeDefinition<_bms_crm_v1_OrderInput, _bms_crm_v1_OrderInput__Output>
        OrderItem: MessageTypeDefinition<_bms_crm_v1_OrderItem, _bms_crm_v1_OrderItem__Output>
        OrderItemInput: MessageTypeDefinition<_bms_crm_v1_OrderItemInput, _bms_crm_v1_OrderItemInput__Output>
        OrderList: MessageTypeDefinition<_bms_crm_v1_OrderList, _bms_crm_v1_OrderList__Output>
        OrderRecord: MessageTypeDefinition<_bms_crm_v1_OrderRecord, _bms_crm_v1_OrderRecord__Output>
        OrderSummary: MessageTypeDefinition<_bms_crm_v1_OrderSummary, _bms_crm_v1_OrderSummary__Output>
        RequestForm: MessageTypeDefinition<_bms_crm_v1_RequestForm, _bms_crm_v1_RequestForm__Output>
        RequestFormField: MessageTypeDefinition<_bms_crm_v1_RequestFormField, _bms_crm_v1_RequestFormField__Output>
        RequestFormFieldInput: MessageTypeDefinition<_bms_crm_v1_RequestFormFieldInput, _bms_crm_v1_RequestFormFieldInput__Output>
        RequestFormFieldList: MessageTypeDefinition<_bms_crm_v1_RequestFormFieldList, _bms_crm_v1_RequestFormFieldList__Output>
        RequestFormInput: MessageTypeDefinition<_bms_crm_v1_RequestFormInput, _bms_crm_v1_RequestFormInput__Output>
        RequestFormList: MessageTypeDefinition<_bms_crm_v1_RequestFormList, _bms_crm_v1_RequestFormList__Output>
        RequestFormRecord: MessageTypeDefinition<_bms_crm_v1_RequestFormRecord, _bms_crm_v1_RequestFormRecord__Output>
        RequestFormSummary: MessageTypeDefinition<_bms_crm_v1_RequestFormSummary, _bms_crm_v1_RequestFormSummary__Output>
        SubmitEstimateRequestRequest: MessageTypeDefinition<_bms_crm_v1_SubmitEstimateRequestRequest, _bms_crm_v1_SubmitEstimateRequestRequest__Output>
        UpdateClientRequest: MessageTypeDefinition<_bms_crm_v1_UpdateClientRequest, _bms_crm_v1_UpdateClientRequest__Output>
        UpdateContactRequest: MessageTypeDefinition<_bms_crm_v1_UpdateContactRequest, _bms_crm_v1_UpdateContactRequest__Output>
        UpdateContractRequest: MessageTypeDefinition<_bms_crm_v1_UpdateContractRequest, _bms_crm_v1_UpdateContractRequest__Output>
        UpdateCustomFieldRequest: MessageTypeDefinition<_bms_crm_v1_UpdateCustomFieldRequest, _bms_crm_v1_UpdateCustomFieldRequest__Output>
        UpdateEstimateRequest: MessageTypeDefinition<_bms_crm_v1_UpdateEstimateRequest, _bms_crm_v1_UpdateEstimateRequest__Output>
        UpdateLeadRequest: MessageTypeDefinition<_bms_crm_v1_UpdateLeadRequest, _bms_crm_v1_UpdateLeadRequest__Output>
        UpdateOrderRequest: MessageTypeDefinition<_bms_crm_v1_UpdateOrderRequest, _bms_crm_v1_UpdateOrderRequest__Output>
        UpdateRequestFormRequest: MessageTypeDefinition<_bms_crm_v1_UpdateRequestFormRequest, _bms_crm_v1_UpdateRequestFormRequest__Output>
      }
    }
  }
}

