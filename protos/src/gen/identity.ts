import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Empty as _bms_common_v1_Empty, Empty__Output as _bms_common_v1_Empty__Output } from './bms/common/v1/Empty';
import type { IdRequest as _bms_common_v1_IdRequest, IdRequest__Output as _bms_common_v1_IdRequest__Output } from './bms/common/v1/IdRequest';
import type { ListOptions as _bms_common_v1_ListOptions, ListOptions__Output as _bms_common_v1_ListOptions__Output } from './bms/common/v1/ListOptions';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from './bms/common/v1/PageMeta';
import type { Result as _bms_common_v1_Result, Result__Output as _bms_common_v1_Result__Output } from './bms/common/v1/Result';
import type { ActionList as _bms_identity_v1_ActionList, ActionList__Output as _bms_identity_v1_ActionList__Output } from './bms/identity/v1/ActionList';
import type { ApiKey as _bms_identity_v1_ApiKey, ApiKey__Output as _bms_identity_v1_ApiKey__Output } from './bms/identity/v1/ApiKey';
import type { ApiKeyCreated as _bms_identity_v1_ApiKeyCreated, ApiKeyCreated__Output as _bms_identity_v1_ApiKeyCreated__Output } from './bms/identity/v1/ApiKeyCreated';
import type { ApiKeyList as _bms_identity_v1_ApiKeyList, ApiKeyList__Output as _bms_identity_v1_ApiKeyList__Output } from './bms/identity/v1/ApiKeyList';
import type { AuditBreak as _bms_identity_v1_AuditBreak, AuditBreak__Output as _bms_identity_v1_AuditBreak__Output } from './bms/identity/v1/AuditBreak';
import type { AuditEntry as _bms_identity_v1_AuditEntry, AuditEntry__Output as _bms_identity_v1_AuditEntry__Output } from './bms/identity/v1/AuditEntry';
import type { AuditEntryBatch as _bms_identity_v1_AuditEntryBatch, AuditEntryBatch__Output as _bms_identity_v1_AuditEntryBatch__Output } from './bms/identity/v1/AuditEntryBatch';
import type { AuditEntryList as _bms_identity_v1_AuditEntryList, AuditEntryList__Output as _bms_identity_v1_AuditEntryList__Output } from './bms/identity/v1/AuditEntryList';
import type { AuditVerification as _bms_identity_v1_AuditVerification, AuditVerification__Output as _bms_identity_v1_AuditVerification__Output } from './bms/identity/v1/AuditVerification';
import type { AuthorizeConnectionReply as _bms_identity_v1_AuthorizeConnectionReply, AuthorizeConnectionReply__Output as _bms_identity_v1_AuthorizeConnectionReply__Output } from './bms/identity/v1/AuthorizeConnectionReply';
import type { AuthorizeConnectionRequest as _bms_identity_v1_AuthorizeConnectionRequest, AuthorizeConnectionRequest__Output as _bms_identity_v1_AuthorizeConnectionRequest__Output } from './bms/identity/v1/AuthorizeConnectionRequest';
import type { ChangePasswordRequest as _bms_identity_v1_ChangePasswordRequest, ChangePasswordRequest__Output as _bms_identity_v1_ChangePasswordRequest__Output } from './bms/identity/v1/ChangePasswordRequest';
import type { CheckSessionReply as _bms_identity_v1_CheckSessionReply, CheckSessionReply__Output as _bms_identity_v1_CheckSessionReply__Output } from './bms/identity/v1/CheckSessionReply';
import type { CheckSessionRequest as _bms_identity_v1_CheckSessionRequest, CheckSessionRequest__Output as _bms_identity_v1_CheckSessionRequest__Output } from './bms/identity/v1/CheckSessionRequest';
import type { ConnectionAccount as _bms_identity_v1_ConnectionAccount, ConnectionAccount__Output as _bms_identity_v1_ConnectionAccount__Output } from './bms/identity/v1/ConnectionAccount';
import type { ConnectionList as _bms_identity_v1_ConnectionList, ConnectionList__Output as _bms_identity_v1_ConnectionList__Output } from './bms/identity/v1/ConnectionList';
import type { ConnectionState as _bms_identity_v1_ConnectionState, ConnectionState__Output as _bms_identity_v1_ConnectionState__Output } from './bms/identity/v1/ConnectionState';
import type { ConnectionTokenInput as _bms_identity_v1_ConnectionTokenInput, ConnectionTokenInput__Output as _bms_identity_v1_ConnectionTokenInput__Output } from './bms/identity/v1/ConnectionTokenInput';
import type { CourierMessage as _bms_identity_v1_CourierMessage, CourierMessage__Output as _bms_identity_v1_CourierMessage__Output } from './bms/identity/v1/CourierMessage';
import type { CourierMessageList as _bms_identity_v1_CourierMessageList, CourierMessageList__Output as _bms_identity_v1_CourierMessageList__Output } from './bms/identity/v1/CourierMessageList';
import type { CreateApiKeyRequest as _bms_identity_v1_CreateApiKeyRequest, CreateApiKeyRequest__Output as _bms_identity_v1_CreateApiKeyRequest__Output } from './bms/identity/v1/CreateApiKeyRequest';
import type { CreateRoleRequest as _bms_identity_v1_CreateRoleRequest, CreateRoleRequest__Output as _bms_identity_v1_CreateRoleRequest__Output } from './bms/identity/v1/CreateRoleRequest';
import type { CreateTeamMemberRequest as _bms_identity_v1_CreateTeamMemberRequest, CreateTeamMemberRequest__Output as _bms_identity_v1_CreateTeamMemberRequest__Output } from './bms/identity/v1/CreateTeamMemberRequest';
import type { CreateWebhookRequest as _bms_identity_v1_CreateWebhookRequest, CreateWebhookRequest__Output as _bms_identity_v1_CreateWebhookRequest__Output } from './bms/identity/v1/CreateWebhookRequest';
import type { CurrentUser as _bms_identity_v1_CurrentUser, CurrentUser__Output as _bms_identity_v1_CurrentUser__Output } from './bms/identity/v1/CurrentUser';
import type { DisconnectConnectionRequest as _bms_identity_v1_DisconnectConnectionRequest, DisconnectConnectionRequest__Output as _bms_identity_v1_DisconnectConnectionRequest__Output } from './bms/identity/v1/DisconnectConnectionRequest';
import type { ExchangeApiKeyReply as _bms_identity_v1_ExchangeApiKeyReply, ExchangeApiKeyReply__Output as _bms_identity_v1_ExchangeApiKeyReply__Output } from './bms/identity/v1/ExchangeApiKeyReply';
import type { ExchangeApiKeyRequest as _bms_identity_v1_ExchangeApiKeyRequest, ExchangeApiKeyRequest__Output as _bms_identity_v1_ExchangeApiKeyRequest__Output } from './bms/identity/v1/ExchangeApiKeyRequest';
import type { ExportAuditLogRequest as _bms_identity_v1_ExportAuditLogRequest, ExportAuditLogRequest__Output as _bms_identity_v1_ExportAuditLogRequest__Output } from './bms/identity/v1/ExportAuditLogRequest';
import type { FindUsersReply as _bms_identity_v1_FindUsersReply, FindUsersReply__Output as _bms_identity_v1_FindUsersReply__Output } from './bms/identity/v1/FindUsersReply';
import type { FindUsersRequest as _bms_identity_v1_FindUsersRequest, FindUsersRequest__Output as _bms_identity_v1_FindUsersRequest__Output } from './bms/identity/v1/FindUsersRequest';
import type { IdentityClient as _bms_identity_v1_IdentityClient, IdentityDefinition as _bms_identity_v1_IdentityDefinition } from './bms/identity/v1/Identity';
import type { ListApiKeysRequest as _bms_identity_v1_ListApiKeysRequest, ListApiKeysRequest__Output as _bms_identity_v1_ListApiKeysRequest__Output } from './bms/identity/v1/ListApiKeysRequest';
import type { ListAuditLogRequest as _bms_identity_v1_ListAuditLogRequest, ListAuditLogRequest__Output as _bms_identity_v1_ListAuditLogRequest__Output } from './bms/identity/v1/ListAuditLogRequest';
import type { ListMessagesRequest as _bms_identity_v1_ListMessagesRequest, ListMessagesRequest__Output as _bms_identity_v1_ListMessagesRequest__Output } from './bms/identity/v1/ListMessagesRequest';
import type { ListRolesRequest as _bms_identity_v1_ListRolesRequest, ListRolesRequest__Output as _bms_identity_v1_ListRolesRequest__Output } from './bms/identity/v1/ListRolesRequest';
import type { ListTeamMembersRequest as _bms_identity_v1_ListTeamMembersRequest, ListTeamMembersRequest__Output as _bms_identity_v1_ListTeamMembersRequest__Output } from './bms/identity/v1/ListTeamMembersRequest';
import type { ListWebhookDeliveriesRequest as _bms_identity_v1_ListWebhookDeliveriesRequest, ListWebhookDeliveriesRequest__Output as _bms_identity_v1_ListWebhookDeliveriesRequest__Output } from './bms/identity/v1/ListWebhookDeliveriesRequest';
import type { ListWebhooksRequest as _bms_identity_v1_ListWebhooksRequest, ListWebhooksRequest__Output as _bms_identity_v1_ListWebhooksRequest__Output } from './bms/identity/v1/ListWebhooksRequest';
import type { LoginReply as _bms_identity_v1_LoginReply, LoginReply__Output as _bms_identity_v1_LoginReply__Output } from './bms/identity/v1/LoginReply';
import type { LoginRequest as _bms_identity_v1_LoginRequest, LoginRequest__Output as _bms_identity_v1_LoginRequest__Output } from './bms/identity/v1/LoginRequest';
import type { LoginUser as _bms_identity_v1_LoginUser, LoginUser__Output as _bms_identity_v1_LoginUser__Output } from './bms/identity/v1/LoginUser';
import type { RequestPasswordResetRequest as _bms_identity_v1_RequestPasswordResetRequest, RequestPasswordResetRequest__Output as _bms_identity_v1_RequestPasswordResetRequest__Output } from './bms/identity/v1/RequestPasswordResetRequest';
import type { Role as _bms_identity_v1_Role, Role__Output as _bms_identity_v1_Role__Output } from './bms/identity/v1/Role';
import type { RoleInput as _bms_identity_v1_RoleInput, RoleInput__Output as _bms_identity_v1_RoleInput__Output } from './bms/identity/v1/RoleInput';
import type { RoleList as _bms_identity_v1_RoleList, RoleList__Output as _bms_identity_v1_RoleList__Output } from './bms/identity/v1/RoleList';
import type { RoleRecord as _bms_identity_v1_RoleRecord, RoleRecord__Output as _bms_identity_v1_RoleRecord__Output } from './bms/identity/v1/RoleRecord';
import type { RotateApiKeyRequest as _bms_identity_v1_RotateApiKeyRequest, RotateApiKeyRequest__Output as _bms_identity_v1_RotateApiKeyRequest__Output } from './bms/identity/v1/RotateApiKeyRequest';
import type { SaveConnectionTokenRequest as _bms_identity_v1_SaveConnectionTokenRequest, SaveConnectionTokenRequest__Output as _bms_identity_v1_SaveConnectionTokenRequest__Output } from './bms/identity/v1/SaveConnectionTokenRequest';
import type { SendOtpRequest as _bms_identity_v1_SendOtpRequest, SendOtpRequest__Output as _bms_identity_v1_SendOtpRequest__Output } from './bms/identity/v1/SendOtpRequest';
import type { TeamMemberInput as _bms_identity_v1_TeamMemberInput, TeamMemberInput__Output as _bms_identity_v1_TeamMemberInput__Output } from './bms/identity/v1/TeamMemberInput';
import type { UpdateRoleRequest as _bms_identity_v1_UpdateRoleRequest, UpdateRoleRequest__Output as _bms_identity_v1_UpdateRoleRequest__Output } from './bms/identity/v1/UpdateRoleRequest';
import type { UpdateTeamMemberRequest as _bms_identity_v1_UpdateTeamMemberRequest, UpdateTeamMemberRequest__Output as _bms_identity_v1_UpdateTeamMemberRequest__Output } from './bms/identity/v1/UpdateTeamMemberRequest';
import type { UpdateWebhookRequest as _bms_identity_v1_UpdateWebhookRequest, UpdateWebhookRequest__Output as _bms_identity_v1_UpdateWebhookRequest__Output } from './bms/identity/v1/UpdateWebhookRequest';
import type { User as _bms_identity_v1_User, User__Output as _bms_identity_v1_User__Output } from './bms/identity/v1/User';
import type { UserList as _bms_identity_v1_UserList, UserList__Output as _bms_identity_v1_UserList__Output } from './bms/identity/v1/UserList';
import type { UserRecord as _bms_identity_v1_UserRecord, UserRecord__Output as _bms_identity_v1_UserRecord__Output } from './bms/identity/v1/UserRecord';
import type { VerifyAuditLogRequest as _bms_identity_v1_VerifyAuditLogRequest, VerifyAuditLogRequest__Output as _bms_identity_v1_VerifyAuditLogRequest__Output } from './bms/identity/v1/VerifyAuditLogRequest';
import type { VerifyPhoneChangeOtpRequest as _bms_identity_v1_VerifyPhoneChangeOtpRequest, VerifyPhoneChangeOtpRequest__Output as _bms_identity_v1_VerifyPhoneChangeOtpRequest__Output } from './bms/identity/v1/VerifyPhoneChangeOtpRequest';
import type { Webhook as _bms_identity_v1_Webhook, Webhook__Output as _bms_identity_v1_Webhook__Output } from './bms/identity/v1/Webhook';
import type { WebhookCreated as _bms_identity_v1_WebhookCreated, WebhookCreated__Output as _bms_identity_v1_WebhookCreated__Output } from './bms/identity/v1/WebhookCreated';
import type { WebhookDelivery as _bms_identity_v1_WebhookDelivery, WebhookDelivery__Output as _bms_identity_v1_WebhookDelivery__Output } from './bms/identity/v1/WebhookDelivery';
import type { WebhookDeliveryList as _bms_identity_v1_WebhookDeliveryList, WebhookDeliveryList__Output as _bms_identity_v1_WebhookDeliveryList__Output } from './bms/identity/v1/WebhookDeliveryList';
import type { WebhookDeliveryRecord as _bms_identity_v1_WebhookDeliveryRecord, WebhookDeliveryRecord__Output as _bms_identity_v1_WebhookDeliveryRecord__Output } from './bms/identity/v1/WebhookDeliveryRecord';
import type { WebhookInput as _bms_identity_v1_WebhookInput, WebhookInput__Output as _bms_identity_v1_WebhookInput__Output } from './bms/identity/v1/WebhookInput';
import type { WebhookList as _bms_identity_v1_WebhookList, WebhookList__Output as _bms_identity_v1_WebhookList__Output } from './bms/identity/v1/WebhookList';
import type { WebhookRecord as _bms_identity_v1_WebhookRecord, WebhookRecord__Output as _bms_identity_v1_WebhookRecord__Output } from './bms/identity/v1/WebhookRecord';

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
    identity: {
      v1: {
        ActionList: MessageTypeDefinition<_bms_identity_v1_ActionList, _bms_identity_v1_ActionList__Output>
        ApiKey: MessageTypeDefinition<_bms_identity_v1_ApiKey, _bms_identity_v1_ApiKey__Output>
        ApiKeyCreated: MessageTypeDefinition<_bms_identity_v1_ApiKeyCreated, _bms_identity_v1_ApiKeyCreated__Output>
        ApiKeyList: MessageTypeDefinition<_bms_identity_v1_ApiKeyList, _bms_identity_v1_ApiKeyList__Output>
        AuditBreak: MessageTypeDefinition<_bms_identity_v1_AuditBreak, _bms_identity_v1_AuditBreak__Output>
        AuditEntry: MessageTypeDefinition<_bms_identity_v1_AuditEntry, _bms_identity_v1_AuditEntry__Output>
        AuditEntryBatch: MessageTypeDefinition<_bms_identity_v1_AuditEntryBatch, _bms_identity_v1_AuditEntryBatch__Output>
        AuditEntryList: MessageTypeDefinition<_bms_identity_v1_AuditEntryList, _bms_identity_v1_AuditEntryList__Output>
        AuditVerification: MessageTypeDefinition<_bms_identity_v1_AuditVerification, _bms_identity_v1_AuditVerification__Output>
        AuthorizeConnectionReply: MessageTypeDefinition<_bms_identity_v1_AuthorizeConnectionReply, _bms_identity_v1_AuthorizeConnectionReply__Output>
        AuthorizeConnectionRequest: MessageTypeDefinition<_bms_identity_v1_AuthorizeConnectionRequest, _bms_identity_v1_AuthorizeConnectionRequest__Output>
        ChangePasswordRequest: MessageTypeDefinition<_bms_identity_v1_ChangePasswordRequest, _bms_identity_v1_ChangePasswordRequest__Output>
        CheckSessionReply: MessageTypeDefinition<_bms_identity_v1_CheckSessionReply, _bms_identity_v1_CheckSessionReply__Output>
        CheckSessionRequest: MessageTypeDefinition<_bms_identity_v1_CheckSessionRequest, _bms_identity_v1_CheckSessionRequest__Output>
        ConnectionAccount: MessageTypeDefinition<_bms_identity_v1_ConnectionAccount, _bms_identity_v1_ConnectionAccount__Output>
        ConnectionList: MessageTypeDefinition<_bms_identity_v1_ConnectionList, _bms_identity_v1_ConnectionList__Output>
        ConnectionState: MessageTypeDefinition<_bms_identity_v1_ConnectionState, _bms_identity_v1_ConnectionState__Output>
        ConnectionTokenInput: MessageTypeDefinition<_bms_identity_v1_ConnectionTokenInput, _bms_identity_v1_ConnectionTokenInput__Output>
        CourierMessage: MessageTypeDefinition<_bms_identity_v1_CourierMessage, _bms_identity_v1_CourierMessage__Output>
        CourierMessageList: MessageTypeDefinition<_bms_identity_v1_CourierMessageList, _bms_identity_v1_CourierMessageList__Output>
        CreateApiKeyRequest: MessageTypeDefinition<_bms_identity_v1_CreateApiKeyRequest, _bms_identity_v1_CreateApiKeyRequest__Output>
        CreateRoleRequest: MessageTypeDefinition<_bms_identity_v1_CreateRoleRequest, _bms_identity_v1_CreateRoleRequest__Output>
        CreateTeamMemberRequest: MessageTypeDefinition<_bms_identity_v1_CreateTeamMemberRequest, _bms_identity_v1_CreateTeamMemberRequest__Output>
        CreateWebhookRequest: MessageTypeDefinition<_bms_identity_v1_CreateWebhookRequest, _bms_identity_v1_CreateWebhookRequest__Output>
        CurrentUser: MessageTypeDefinition<_bms_identity_v1_CurrentUser, _bms_identity_v1_CurrentUser__Output>
        DisconnectConnectionRequest: MessageTypeDefinition<_bms_identity_v1_DisconnectConnectionRequest, _bms_identity_v1_DisconnectConnectionRequest__Output>
        ExchangeApiKeyReply: MessageTypeDefinition<_bms_identity_v1_ExchangeApiKeyReply, _bms_identity_v1_ExchangeApiKeyReply__Output>
        ExchangeApiKeyRequest: MessageTypeDefinition<_bms_identity_v1_ExchangeApiKeyRequest, _bms_identity_v1_ExchangeApiKeyRequest__Output>
        ExportAuditLogRequest: MessageTypeDefinition<_bms_identity_v1_ExportAuditLogRequest, _bms_identity_v1_ExportAuditLogRequest__Output>
        FindUsersReply: MessageTypeDefinition<_bms_identity_v1_FindUsersReply, _bms_identity_v1_FindUsersReply__Output>
        FindUsersRequest: MessageTypeDefinition<_bms_identity_v1_FindUsersRequest, _bms_identity_v1_FindUsersRequest__Output>
        Identity: SubtypeConstructor<typeof grpc.Client, _bms_identity_v1_IdentityClient> & { service: _bms_identity_v1_IdentityDefinition }
        ListApiKeysRequest: MessageTypeDefinition<_bms_identity_v1_ListApiKeysRequest, _bms_identity_v1_ListApiKeysRequest__Output>
        ListAuditLogRequest: MessageTypeDefinition<_bms_identity_v1_ListAuditLogRequest, _bms_identity_v1_ListAuditLogRequest__Output>
        ListMessagesRequest: MessageTypeDefinition<_bms_identity_v1_ListMessagesRequest, _bms_identity_v1_ListMessagesRequest__Output>
        ListRolesRequest: MessageTypeDefinition<_bms_identity_v1_ListRolesRequest, _bms_identity_v1_ListRolesRequest__Output>
        ListTeamMembersRequest: MessageTypeDefinition<_bms_identity_v1_ListTeamMembersRequest, _bms_identity_v1_ListTeamMembersRequest__Output>
        ListWebhookDeliveriesRequest: MessageTypeDefinition<_bms_identity_v1_ListWebhookDeliveriesRequest, _bms_identity_v1_ListWebhookDeliveriesRequest__Output>
        ListWebhooksRequest: MessageTypeDefinition<_bms_identity_v1_ListWebhooksRequest, _bms_identity_v1_ListWebhooksRequest__Output>
        LoginReply: MessageTypeDefinition<_bms_identity_v1_LoginReply, _bms_identity_v1_LoginReply__Output>
        LoginRequest: MessageTypeDefinition<_bms_identity_v1_LoginRequest, _bms_identity_v1_LoginRequest__Output>
        LoginUser: MessageTypeDefinition<_bms_identity_v1_LoginUser, _bms_identity_v1_LoginUser__Output>
        RequestPasswordResetRequest: MessageTypeDefinition<_bms_identity_v1_RequestPasswordResetRequest, _bms_identity_v1_RequestPasswordResetRequest__Output>
        Role: MessageTypeDefinition<_bms_identity_v1_Role, _bms_identity_v1_Role__Output>
        RoleInput: MessageTypeDefinition<_bms_identity_v1_RoleInput, _bms_identity_v1_RoleInput__Output>
        RoleList: MessageTypeDefinition<_bms_identity_v1_RoleList, _bms_identity_v1_RoleList__Output>
        RoleRecord: MessageTypeDefinition<_bms_identity_v1_RoleRecord, _bms_identity_v1_RoleRecord__Output>
        RotateApiKeyRequest: MessageTypeDefinition<_bms_identity_v1_RotateApiKeyRequest, _bms_identity_v1_RotateApiKeyRequest__Output>
        SaveConnectionTokenRequest: MessageTypeDefinition<_bms_identity_v1_SaveConnectionTokenRequest, _bms_identity_v1_SaveConnectionTokenRequest__Output>
        SendOtpRequest: MessageTypeDefinition<_bms_identity_v1_SendOtpRequest, _bms_identity_v1_SendOtpRequest__Output>
        TeamMemberInput: MessageTypeDefinition<_bms_identity_v1_TeamMemberInput, _bms_identity_v1_TeamMemberInput__Output>
        UpdateRoleRequest: MessageTypeDefinition<_bms_identity_v1_UpdateRoleRequest, _bms_identity_v1_UpdateRoleRequest__Output>
        UpdateTeamMemberRequest: MessageTypeDefinition<_bms_identity_v1_UpdateTeamMemberRequest, _bms_identity_v1_UpdateTeamMemberRequest__Output>
        UpdateWebhookRequest: MessageTypeDefinition<_bms_identity_v1_UpdateWebhookRequest, _bms_identity_v1_UpdateWebhookRequest__Output>
        User: MessageTypeDefinition<_bms_identity_v1_User, _bms_identity_v1_User__Output>
        UserList: MessageTypeDefinition<_bms_identity_v1_UserList, _bms_identity_v1_UserList__Output>
        UserRecord: MessageTypeDefinition<_bms_identity_v1_UserRecord, _bms_identity_v1_UserRecord__Output>
        VerifyAuditLogRequest: MessageTypeDefinition<_bms_identity_v1_VerifyAuditLogRequest, _bms_identity_v1_VerifyAuditLogRequest__Output>
        VerifyPhoneChangeOtpRequest: MessageTypeDefinition<_bms_identity_v1_VerifyPhoneChangeOtpRequest, _bms_identity_v1_VerifyPhoneChangeOtpRequest__Output>
        Webhook: MessageTypeDefinition<_bms_identity_v1_Webhook, _bms_identity_v1_Webhook__Output>
        WebhookCreated: MessageTypeDefinition<_bms_identity_v1_WebhookCreated, _bms_identity_v1_WebhookCreated__Output>
        WebhookDelivery: MessageTypeDefinition<_bms_identity_v1_WebhookDelivery, _bms_identity_v1_WebhookDelivery__Output>
        WebhookDeliveryList: MessageTypeDefinition<_bms_identity_v1_WebhookDeliveryList, _bms_identity_v1_WebhookDeliveryList__Output>
        WebhookDeliveryRecord: MessageTypeDefinition<_bms_identity_v1_WebhookDeliveryRecord, _bms_identity_v1_WebhookDeliveryRecord__Output>
        WebhookInput: MessageTypeDefinition<_bms_identity_v1_WebhookInput, _bms_identity_v1_WebhookInput__Output>
        WebhookList: MessageTypeDefinition<_bms_identity_v1_WebhookList, _bms_identity_v1_WebhookList__Output>
        WebhookRecord: MessageTypeDefinition<_bms_identity_v1_WebhookRecord, _bms_identity_v1_WebhookRecord__Output>
      }
    }
  }
}

