import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Empty as _bms_common_v1_Empty, Empty__Output as _bms_common_v1_Empty__Output } from './bms/common/v1/Empty';
import type { IdRequest as _bms_common_v1_IdRequest, IdRequest__Output as _bms_common_v1_IdRequest__Output } from './bms/common/v1/IdRequest';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from './bms/common/v1/PageMeta';
import type { Result as _bms_common_v1_Result, Result__Output as _bms_common_v1_Result__Output } from './bms/common/v1/Result';
import type { Client as _bms_crm_v1_Client, Client__Output as _bms_crm_v1_Client__Output } from './bms/crm/v1/Client';
import type { ClientDetail as _bms_crm_v1_ClientDetail, ClientDetail__Output as _bms_crm_v1_ClientDetail__Output } from './bms/crm/v1/ClientDetail';
import type { ClientInput as _bms_crm_v1_ClientInput, ClientInput__Output as _bms_crm_v1_ClientInput__Output } from './bms/crm/v1/ClientInput';
import type { ClientList as _bms_crm_v1_ClientList, ClientList__Output as _bms_crm_v1_ClientList__Output } from './bms/crm/v1/ClientList';
import type { ClientRecord as _bms_crm_v1_ClientRecord, ClientRecord__Output as _bms_crm_v1_ClientRecord__Output } from './bms/crm/v1/ClientRecord';
import type { ClientSummary as _bms_crm_v1_ClientSummary, ClientSummary__Output as _bms_crm_v1_ClientSummary__Output } from './bms/crm/v1/ClientSummary';
import type { CreateClientRequest as _bms_crm_v1_CreateClientRequest, CreateClientRequest__Output as _bms_crm_v1_CreateClientRequest__Output } from './bms/crm/v1/CreateClientRequest';
import type { CrmClient as _bms_crm_v1_CrmClient, CrmDefinition as _bms_crm_v1_CrmDefinition } from './bms/crm/v1/Crm';
import type { ListClientsRequest as _bms_crm_v1_ListClientsRequest, ListClientsRequest__Output as _bms_crm_v1_ListClientsRequest__Output } from './bms/crm/v1/ListClientsRequest';
import type { UpdateClientRequest as _bms_crm_v1_UpdateClientRequest, UpdateClientRequest__Output as _bms_crm_v1_UpdateClientRequest__Output } from './bms/crm/v1/UpdateClientRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  bms: {
    common: {
      v1: {
        Empty: MessageTypeDefinition<_bms_common_v1_Empty, _bms_common_v1_Empty__Output>
        IdRequest: MessageTypeDefinition<_bms_common_v1_IdRequest, _bms_common_v1_IdRequest__Output>
        PageMeta: MessageTypeDefinition<_bms_common_v1_PageMeta, _bms_common_v1_PageMeta__Output>
        Result: MessageTypeDefinition<_bms_common_v1_Result, _bms_common_v1_Result__Output>
      }
    }
    crm: {
      v1: {
        Client: MessageTypeDefinition<_bms_crm_v1_Client, _bms_crm_v1_Client__Output>
        ClientDetail: MessageTypeDefinition<_bms_crm_v1_ClientDetail, _bms_crm_v1_ClientDetail__Output>
        ClientInput: MessageTypeDefinition<_bms_crm_v1_ClientInput, _bms_crm_v1_ClientInput__Output>
        ClientList: MessageTypeDefinition<_bms_crm_v1_ClientList, _bms_crm_v1_ClientList__Output>
        ClientRecord: MessageTypeDefinition<_bms_crm_v1_ClientRecord, _bms_crm_v1_ClientRecord__Output>
        ClientSummary: MessageTypeDefinition<_bms_crm_v1_ClientSummary, _bms_crm_v1_ClientSummary__Output>
        CreateClientRequest: MessageTypeDefinition<_bms_crm_v1_CreateClientRequest, _bms_crm_v1_CreateClientRequest__Output>
        Crm: SubtypeConstructor<typeof grpc.Client, _bms_crm_v1_CrmClient> & { service: _bms_crm_v1_CrmDefinition }
        ListClientsRequest: MessageTypeDefinition<_bms_crm_v1_ListClientsRequest, _bms_crm_v1_ListClientsRequest__Output>
        UpdateClientRequest: MessageTypeDefinition<_bms_crm_v1_UpdateClientRequest, _bms_crm_v1_UpdateClientRequest__Output>
      }
    }
  }
}

