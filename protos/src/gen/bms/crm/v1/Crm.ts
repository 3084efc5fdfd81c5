// Original file: protos/bms/crm/v1/crm.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ClientDetail as _bms_crm_v1_ClientDetail, ClientDetail__Output as _bms_crm_v1_ClientDetail__Output } from '../../../bms/crm/v1/ClientDetail';
import type { ClientList as _bms_crm_v1_ClientList, ClientList__Output as _bms_crm_v1_ClientList__Output } from '../../../bms/crm/v1/ClientList';
import type { ClientRecord as _bms_crm_v1_ClientRecord, ClientRecord__Output as _bms_crm_v1_ClientRecord__Output } from '../../../bms/crm/v1/ClientRecord';
import type { CreateClientRequest as _bms_crm_v1_CreateClientRequest, CreateClientRequest__Output as _bms_crm_v1_CreateClientRequest__Output } from '../../../bms/crm/v1/CreateClientRequest';
import type { IdRequest as _bms_common_v1_IdRequest, IdRequest__Output as _bms_common_v1_IdRequest__Output } from '../../../bms/common/v1/IdRequest';
import type { ListClientsRequest as _bms_crm_v1_ListClientsRequest, ListClientsRequest__Output as _bms_crm_v1_ListClientsRequest__Output } from '../../../bms/crm/v1/ListClientsRequest';
import type { Result as _bms_common_v1_Result, Result__Output as _bms_common_v1_Result__Output } from '../../../bms/common/v1/Result';
import type { UpdateClientRequest as _bms_crm_v1_UpdateClientRequest, UpdateClientRequest__Output as _bms_crm_v1_UpdateClientRequest__Output } from '../../../bms/crm/v1/UpdateClientRequest';

export interface CrmClient extends grpc.Client {
  CreateClient(argument: _bms_crm_v1_CreateClientRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ClientRecord__Output>): grpc.ClientUnaryCall;
  CreateClient(argument: _bms_crm_v1_CreateClientRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_ClientRecord__Output>): grpc.ClientUnaryCall;
  CreateClient(argument: _bms_crm_v1_CreateClientRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ClientRecord__Output>): grpc.ClientUnaryCall;
  CreateClient(argument: _bms_crm_v1_CreateClientRequest, callback: grpc.requestCallback<_bms_crm_v1_ClientRecord__Output>): grpc.ClientUnaryCall;
  createClient(argument: _bms_crm_v1_CreateClientRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ClientRecord__Output>): grpc.ClientUnaryCall;
  createClient(argument: _bms_crm_v1_CreateClientRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_ClientRecord__Output>): grpc.ClientUnaryCall;
  createClient(argument: _bms_crm_v1_CreateClientRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ClientRecord__Output>): grpc.ClientUnaryCall;
  createClient(argument: _bms_crm_v1_CreateClientRequest, callback: grpc.requestCallback<_bms_crm_v1_ClientRecord__Output>): grpc.ClientUnaryCall;
  
  DeleteClient(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteClient(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteClient(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteClient(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteClient(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteClient(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteClient(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteClient(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  GetClient(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ClientDetail__Output>): grpc.ClientUnaryCall;
  GetClient(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_ClientDetail__Output>): grpc.ClientUnaryCall;
  GetClient(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ClientDetail__Output>): grpc.ClientUnaryCall;
  GetClient(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_crm_v1_ClientDetail__Output>): grpc.ClientUnaryCall;
  getClient(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ClientDetail__Output>): grpc.ClientUnaryCall;
  getClient(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_ClientDetail__Output>): grpc.ClientUnaryCall;
  getClient(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ClientDetail__Output>): grpc.ClientUnaryCall;
  getClient(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_crm_v1_ClientDetail__Output>): grpc.ClientUnaryCall;
  
  ListClients(argument: _bms_crm_v1_ListClientsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ClientList__Output>): grpc.ClientUnaryCall;
  ListClients(argument: _bms_crm_v1_ListClientsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_ClientList__Output>): grpc.ClientUnaryCall;
  ListClients(argument: _bms_crm_v1_ListClientsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ClientList__Output>): grpc.ClientUnaryCall;
  ListClients(argument: _bms_crm_v1_ListClientsRequest, callback: grpc.requestCallback<_bms_crm_v1_ClientList__Output>): grpc.ClientUnaryCall;
  listClients(argument: _bms_crm_v1_ListClientsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ClientList__Output>): grpc.ClientUnaryCall;
  listClients(argument: _bms_crm_v1_ListClientsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_crm_v1_ClientList__Output>): grpc.ClientUnaryCall;
  listClients(argument: _bms_crm_v1_ListClientsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_crm_v1_ClientList__Output>): grpc.ClientUnaryCall;
  listClients(argument: _bms_crm_v1_ListClientsRequest, callback: grpc.requestCallback<_bms_crm_v1_ClientList__Output>): grpc.ClientUnaryCall;
  
  UpdateClient(argument: _bms_crm_v1_UpdateClientRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateClient(argument: _bms_crm_v1_UpdateClientRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateClient(argument: _bms_crm_v1_UpdateClientRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateClient(argument: _bms_crm_v1_UpdateClientRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateClient(argument: _bms_crm_v1_UpdateClientRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateClient(argument: _bms_crm_v1_UpdateClientRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateClient(argument: _bms_crm_v1_UpdateClientRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateClient(argument: _bms_crm_v1_UpdateClientRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
}

export interface CrmHandlers extends grpc.UntypedServiceImplementation {
  CreateClient: grpc.handleUnaryCall<_bms_crm_v1_CreateClientRequest__Output, _bms_crm_v1_ClientRecord>;
  
  DeleteClient: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  GetClient: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_crm_v1_ClientDetail>;
  
  ListClients: grpc.handleUnaryCall<_bms_crm_v1_ListClientsRequest__Output, _bms_crm_v1_ClientList>;
  
  UpdateClient: grpc.handleUnaryCall<_bms_crm_v1_UpdateClientRequest__Output, _bms_common_v1_Result>;
  
}

export interface CrmDefinition extends grpc.ServiceDefinition {
  CreateClient: MethodDefinition<_bms_crm_v1_CreateClientRequest, _bms_crm_v1_ClientRecord, _bms_crm_v1_CreateClientRequest__Output, _bms_crm_v1_ClientRecord__Output>
  DeleteClient: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  GetClient: MethodDefinition<_bms_common_v1_IdRequest, _bms_crm_v1_ClientDetail, _bms_common_v1_IdRequest__Output, _bms_crm_v1_ClientDetail__Output>
  ListClients: MethodDefinition<_bms_crm_v1_ListClientsRequest, _bms_crm_v1_ClientList, _bms_crm_v1_ListClientsRequest__Output, _bms_crm_v1_ClientList__Output>
  UpdateClient: MethodDefinition<_bms_crm_v1_UpdateClientRequest, _bms_common_v1_Result, _bms_crm_v1_UpdateClientRequest__Output, _bms_common_v1_Result__Output>
}
