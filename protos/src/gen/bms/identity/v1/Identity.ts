// Original file: protos/bms/identity/v1/identity.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ApiKeyCreated as _bms_identity_v1_ApiKeyCreated, ApiKeyCreated__Output as _bms_identity_v1_ApiKeyCreated__Output } from '../../../bms/identity/v1/ApiKeyCreated';
import type { ApiKeyList as _bms_identity_v1_ApiKeyList, ApiKeyList__Output as _bms_identity_v1_ApiKeyList__Output } from '../../../bms/identity/v1/ApiKeyList';
import type { AuditEntryBatch as _bms_identity_v1_AuditEntryBatch, AuditEntryBatch__Output as _bms_identity_v1_AuditEntryBatch__Output } from '../../../bms/identity/v1/AuditEntryBatch';
import type { AuditEntryList as _bms_identity_v1_AuditEntryList, AuditEntryList__Output as _bms_identity_v1_AuditEntryList__Output } from '../../../bms/identity/v1/AuditEntryList';
import type { AuditVerification as _bms_identity_v1_AuditVerification, AuditVerification__Output as _bms_identity_v1_AuditVerification__Output } from '../../../bms/identity/v1/AuditVerification';
import type { AuthorizeConnectionReply as _bms_identity_v1_AuthorizeConnectionReply, AuthorizeConnectionReply__Output as _bms_identity_v1_AuthorizeConnectionReply__Output } from '../../../bms/identity/v1/AuthorizeConnectionReply';
import type { AuthorizeConnectionRequest as _bms_identity_v1_AuthorizeConnectionRequest, AuthorizeConnectionRequest__Output as _bms_identity_v1_AuthorizeConnectionRequest__Output } from '../../../bms/identity/v1/AuthorizeConnectionRequest';
import type { ChangePasswordRequest as _bms_identity_v1_ChangePasswordRequest, ChangePasswordRequest__Output as _bms_identity_v1_ChangePasswordRequest__Output } from '../../../bms/identity/v1/ChangePasswordRequest';
import type { CheckSessionReply as _bms_identity_v1_CheckSessionReply, CheckSessionReply__Output as _bms_identity_v1_CheckSessionReply__Output } from '../../../bms/identity/v1/CheckSessionReply';
import type { CheckSessionRequest as _bms_identity_v1_CheckSessionRequest, CheckSessionRequest__Output as _bms_identity_v1_CheckSessionRequest__Output } from '../../../bms/identity/v1/CheckSessionRequest';
import type { ConnectionList as _bms_identity_v1_ConnectionList, ConnectionList__Output as _bms_identity_v1_ConnectionList__Output } from '../../../bms/identity/v1/ConnectionList';
import type { CourierMessageList as _bms_identity_v1_CourierMessageList, CourierMessageList__Output as _bms_identity_v1_CourierMessageList__Output } from '../../../bms/identity/v1/CourierMessageList';
import type { CreateApiKeyRequest as _bms_identity_v1_CreateApiKeyRequest, CreateApiKeyRequest__Output as _bms_identity_v1_CreateApiKeyRequest__Output } from '../../../bms/identity/v1/CreateApiKeyRequest';
import type { CreateRoleRequest as _bms_identity_v1_CreateRoleRequest, CreateRoleRequest__Output as _bms_identity_v1_CreateRoleRequest__Output } from '../../../bms/identity/v1/CreateRoleRequest';
import type { CreateTeamMemberRequest as _bms_identity_v1_CreateTeamMemberRequest, CreateTeamMemberRequest__Output as _bms_identity_v1_CreateTeamMemberRequest__Output } from '../../../bms/identity/v1/CreateTeamMemberRequest';
import type { CreateWebhookRequest as _bms_identity_v1_CreateWebhookRequest, CreateWebhookRequest__Output as _bms_identity_v1_CreateWebhookRequest__Output } from '../../../bms/identity/v1/CreateWebhookRequest';
import type { CurrentUser as _bms_identity_v1_CurrentUser, CurrentUser__Output as _bms_identity_v1_CurrentUser__Output } from '../../../bms/identity/v1/CurrentUser';
import type { DisconnectConnectionRequest as _bms_identity_v1_DisconnectConnectionRequest, DisconnectConnectionRequest__Output as _bms_identity_v1_DisconnectConnectionRequest__Output } from '../../../bms/identity/v1/DisconnectConnectionRequest';
import type { Empty as _bms_common_v1_Empty, Empty__Output as _bms_common_v1_Empty__Output } from '../../../bms/common/v1/Empty';
import type { ExchangeApiKeyReply as _bms_identity_v1_ExchangeApiKeyReply, ExchangeApiKeyReply__Output as _bms_identity_v1_ExchangeApiKeyReply__Output } from '../../../bms/identity/v1/ExchangeApiKeyReply';
import type { ExchangeApiKeyRequest as _bms_identity_v1_ExchangeApiKeyRequest, ExchangeApiKeyRequest__Output as _bms_identity_v1_ExchangeApiKeyRequest__Output } from '../../../bms/identity/v1/ExchangeApiKeyRequest';
import type { ExportAuditLogRequest as _bms_identity_v1_ExportAuditLogRequest, ExportAuditLogRequest__Output as _bms_identity_v1_ExportAuditLogRequest__Output } from '../../../bms/identity/v1/ExportAuditLogRequest';
import type { FindUsersReply as _bms_identity_v1_FindUsersReply, FindUsersReply__Output as _bms_identity_v1_FindUsersReply__Output } from '../../../bms/identity/v1/FindUsersReply';
import type { FindUsersRequest as _bms_identity_v1_FindUsersRequest, FindUsersRequest__Output as _bms_identity_v1_FindUsersRequest__Output } from '../../../bms/identity/v1/FindUsersRequest';
import type { IdRequest as _bms_common_v1_IdRequest, IdRequest__Output as _bms_common_v1_IdRequest__Output } from '../../../bms/common/v1/IdRequest';
import type { ListApiKeysRequest as _bms_identity_v1_ListApiKeysRequest, ListApiKeysRequest__Output as _bms_identity_v1_ListApiKeysRequest__Output } from '../../../bms/identity/v1/ListApiKeysRequest';
import type { ListAuditLogRequest as _bms_identity_v1_ListAuditLogRequest, ListAuditLogRequest__Output as _bms_identity_v1_ListAuditLogRequest__Output } from '../../../bms/identity/v1/ListAuditLogRequest';
import type { ListMessagesRequest as _bms_identity_v1_ListMessagesRequest, ListMessagesRequest__Output as _bms_identity_v1_ListMessagesRequest__Output } from '../../../bms/identity/v1/ListMessagesRequest';
import type { ListRolesRequest as _bms_identity_v1_ListRolesRequest, ListRolesRequest__Output as _bms_identity_v1_ListRolesRequest__Output } from '../../../bms/identity/v1/ListRolesRequest';
import type { ListTeamMembersRequest as _bms_identity_v1_ListTeamMembersRequest, ListTeamMembersRequest__Output as _bms_identity_v1_ListTeamMembersRequest__Output } from '../../../bms/identity/v1/ListTeamMembersRequest';
import type { ListWebhookDeliveriesRequest as _bms_identity_v1_ListWebhookDeliveriesRequest, ListWebhookDeliveriesRequest__Output as _bms_identity_v1_ListWebhookDeliveriesRequest__Output } from '../../../bms/identity/v1/ListWebhookDeliveriesRequest';
import type { ListWebhooksRequest as _bms_identity_v1_ListWebhooksRequest, ListWebhooksRequest__Output as _bms_identity_v1_ListWebhooksRequest__Output } from '../../../bms/identity/v1/ListWebhooksRequest';
import type { LoginReply as _bms_identity_v1_LoginReply, LoginReply__Output as _bms_identity_v1_LoginReply__Output } from '../../../bms/identity/v1/LoginReply';
import type { LoginRequest as _bms_identity_v1_LoginRequest, LoginRequest__Output as _bms_identity_v1_LoginRequest__Output } from '../../../bms/identity/v1/LoginRequest';
import type { RequestPasswordResetRequest as _bms_identity_v1_RequestPasswordResetRequest, RequestPasswordResetRequest__Output as _bms_identity_v1_RequestPasswordResetRequest__Output } from '../../../bms/identity/v1/RequestPasswordResetRequest';
import type { Result as _bms_common_v1_Result, Result__Output as _bms_common_v1_Result__Output } from '../../../bms/common/v1/Result';
import type { RoleList as _bms_identity_v1_RoleList, RoleList__Output as _bms_identity_v1_RoleList__Output } from '../../../bms/identity/v1/RoleList';
import type { RoleRecord as _bms_identity_v1_RoleRecord, RoleRecord__Output as _bms_identity_v1_RoleRecord__Output } from '../../../bms/identity/v1/RoleRecord';
import type { RotateApiKeyRequest as _bms_identity_v1_RotateApiKeyRequest, RotateApiKeyRequest__Output as _bms_identity_v1_RotateApiKeyRequest__Output } from '../../../bms/identity/v1/RotateApiKeyRequest';
import type { SaveConnectionTokenRequest as _bms_identity_v1_SaveConnectionTokenRequest, SaveConnectionTokenRequest__Output as _bms_identity_v1_SaveConnectionTokenRequest__Output } from '../../../bms/identity/v1/SaveConnectionTokenRequest';
import type { SendOtpRequest as _bms_identity_v1_SendOtpRequest, SendOtpRequest__Output as _bms_identity_v1_SendOtpRequest__Output } from '../../../bms/identity/v1/SendOtpRequest';
import type { UpdateRoleRequest as _bms_identity_v1_UpdateRoleRequest, UpdateRoleRequest__Output as _bms_identity_v1_UpdateRoleRequest__Output } from '../../../bms/identity/v1/UpdateRoleRequest';
import type { UpdateTeamMemberRequest as _bms_identity_v1_UpdateTeamMemberRequest, UpdateTeamMemberRequest__Output as _bms_identity_v1_UpdateTeamMemberRequest__Output } from '../../../bms/identity/v1/UpdateTeamMemberRequest';
import type { UpdateWebhookRequest as _bms_identity_v1_UpdateWebhookRequest, UpdateWebhookRequest__Output as _bms_identity_v1_UpdateWebhookRequest__Output } from '../../../bms/identity/v1/UpdateWebhookRequest';
import type { UserList as _bms_identity_v1_UserList, UserList__Output as _bms_identity_v1_UserList__Output } from '../../../bms/identity/v1/UserList';
import type { UserRecord as _bms_identity_v1_UserRecord, UserRecord__Output as _bms_identity_v1_UserRecord__Output } from '../../../bms/identity/v1/UserRecord';
import type { VerifyAuditLogRequest as _bms_identity_v1_VerifyAuditLogRequest, VerifyAuditLogRequest__Output as _bms_identity_v1_VerifyAuditLogRequest__Output } from '../../../bms/identity/v1/VerifyAuditLogRequest';
import type { VerifyPhoneChangeOtpRequest as _bms_identity_v1_VerifyPhoneChangeOtpRequest, VerifyPhoneChangeOtpRequest__Output as _bms_identity_v1_VerifyPhoneChangeOtpRequest__Output } from '../../../bms/identity/v1/VerifyPhoneChangeOtpRequest';
import type { WebhookCreated as _bms_identity_v1_WebhookCreated, WebhookCreated__Output as _bms_identity_v1_WebhookCreated__Output } from '../../../bms/identity/v1/WebhookCreated';
import type { WebhookDeliveryList as _bms_identity_v1_WebhookDeliveryList, WebhookDeliveryList__Output as _bms_identity_v1_WebhookDeliveryList__Output } from '../../../bms/identity/v1/WebhookDeliveryList';
import type { WebhookDeliveryRecord as _bms_identity_v1_WebhookDeliveryRecord, WebhookDeliveryRecord__Output as _bms_identity_v1_WebhookDeliveryRecord__Output } from '../../../bms/identity/v1/WebhookDeliveryRecord';
import type { WebhookList as _bms_identity_v1_WebhookList, WebhookList__Output as _bms_identity_v1_WebhookList__Output } from '../../../bms/identity/v1/WebhookList';
import type { WebhookRecord as _bms_identity_v1_WebhookRecord, WebhookRecord__Output as _bms_identity_v1_WebhookRecord__Output } from '../../../bms/identity/v1/WebhookRecord';

export interface IdentityClient extends grpc.Client {
  AuthorizeConnection(argument: _bms_identity_v1_AuthorizeConnectionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_AuthorizeConnectionReply__Output>): grpc.ClientUnaryCall;
  AuthorizeConnection(argument: _bms_identity_v1_AuthorizeConnectionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_AuthorizeConnectionReply__Output>): grpc.ClientUnaryCall;
  AuthorizeConnection(argument: _bms_identity_v1_AuthorizeConnectionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_AuthorizeConnectionReply__Output>): grpc.ClientUnaryCall;
  AuthorizeConnection(argument: _bms_identity_v1_AuthorizeConnectionRequest, callback: grpc.requestCallback<_bms_identity_v1_AuthorizeConnectionReply__Output>): grpc.ClientUnaryCall;
  authorizeConnection(argument: _bms_identity_v1_AuthorizeConnectionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_AuthorizeConnectionReply__Output>): grpc.ClientUnaryCall;
  authorizeConnection(argument: _bms_identity_v1_AuthorizeConnectionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_AuthorizeConnectionReply__Output>): grpc.ClientUnaryCall;
  authorizeConnection(argument: _bms_identity_v1_AuthorizeConnectionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_AuthorizeConnectionReply__Output>): grpc.ClientUnaryCall;
  authorizeConnection(argument: _bms_identity_v1_AuthorizeConnectionRequest, callback: grpc.requestCallback<_bms_identity_v1_AuthorizeConnectionReply__Output>): grpc.ClientUnaryCall;
  
  ChangePassword(argument: _bms_identity_v1_ChangePasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  ChangePassword(argument: _bms_identity_v1_ChangePasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  ChangePassword(argument: _bms_identity_v1_ChangePasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  ChangePassword(argument: _bms_identity_v1_ChangePasswordRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  changePassword(argument: _bms_identity_v1_ChangePasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  changePassword(argument: _bms_identity_v1_ChangePasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  changePassword(argument: _bms_identity_v1_ChangePasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  changePassword(argument: _bms_identity_v1_ChangePasswordRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  CheckSession(argument: _bms_identity_v1_CheckSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_CheckSessionReply__Output>): grpc.ClientUnaryCall;
  CheckSession(argument: _bms_identity_v1_CheckSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_CheckSessionReply__Output>): grpc.ClientUnaryCall;
  CheckSession(argument: _bms_identity_v1_CheckSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_CheckSessionReply__Output>): grpc.ClientUnaryCall;
  CheckSession(argument: _bms_identity_v1_CheckSessionRequest, callback: grpc.requestCallback<_bms_identity_v1_CheckSessionReply__Output>): grpc.ClientUnaryCall;
  checkSession(argument: _bms_identity_v1_CheckSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_CheckSessionReply__Output>): grpc.ClientUnaryCall;
  checkSession(argument: _bms_identity_v1_CheckSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_CheckSessionReply__Output>): grpc.ClientUnaryCall;
  checkSession(argument: _bms_identity_v1_CheckSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_CheckSessionReply__Output>): grpc.ClientUnaryCall;
  checkSession(argument: _bms_identity_v1_CheckSessionRequest, callback: grpc.requestCallback<_bms_identity_v1_CheckSessionReply__Output>): grpc.ClientUnaryCall;
  
  CreateApiKey(argument: _bms_identity_v1_CreateApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_ApiKeyCreated__Output>): grpc.ClientUnaryCall;
  CreateApiKey(argument: _bms_identity_v1_CreateApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_ApiKeyCreated__Output>): grpc.ClientUnaryCall;
  CreateApiKey(argument: _bms_identity_v1_CreateApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_ApiKeyCreated__Output>): grpc.ClientUnaryCall;
  CreateApiKey(argument: _bms_identity_v1_CreateApiKeyRequest, callback: grpc.requestCallback<_bms_identity_v1_ApiKeyCreated__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _bms_identity_v1_CreateApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_ApiKeyCreated__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _bms_identity_v1_CreateApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_ApiKeyCreated__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _bms_identity_v1_CreateApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_ApiKeyCreated__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _bms_identity_v1_CreateApiKeyRequest, callback: grpc.requestCallback<_bms_identity_v1_ApiKeyCreated__Output>): grpc.ClientUnaryCall;
  
  CreateRole(argument: _bms_identity_v1_CreateRoleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_RoleRecord__Output>): grpc.ClientUnaryCall;
  CreateRole(argument: _bms_identity_v1_CreateRoleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_RoleRecord__Output>): grpc.ClientUnaryCall;
  CreateRole(argument: _bms_identity_v1_CreateRoleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_RoleRecord__Output>): grpc.ClientUnaryCall;
  CreateRole(argument: _bms_identity_v1_CreateRoleRequest, callback: grpc.requestCallback<_bms_identity_v1_RoleRecord__Output>): grpc.ClientUnaryCall;
  createRole(argument: _bms_identity_v1_CreateRoleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_RoleRecord__Output>): grpc.ClientUnaryCall;
  createRole(argument: _bms_identity_v1_CreateRoleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_RoleRecord__Output>): grpc.ClientUnaryCall;
  createRole(argument: _bms_identity_v1_CreateRoleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_RoleRecord__Output>): grpc.ClientUnaryCall;
  createRole(argument: _bms_identity_v1_CreateRoleRequest, callback: grpc.requestCallback<_bms_identity_v1_RoleRecord__Output>): grpc.ClientUnaryCall;
  
  CreateTeamMember(argument: _bms_identity_v1_CreateTeamMemberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  CreateTeamMember(argument: _bms_identity_v1_CreateTeamMemberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  CreateTeamMember(argument: _bms_identity_v1_CreateTeamMemberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  CreateTeamMember(argument: _bms_identity_v1_CreateTeamMemberRequest, callback: grpc.requestCallback<_bms_identity_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  createTeamMember(argument: _bms_identity_v1_CreateTeamMemberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  createTeamMember(argument: _bms_identity_v1_CreateTeamMemberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  createTeamMember(argument: _bms_identity_v1_CreateTeamMemberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  createTeamMember(argument: _bms_identity_v1_CreateTeamMemberRequest, callback: grpc.requestCallback<_bms_identity_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  
  CreateWebhook(argument: _bms_identity_v1_CreateWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_WebhookCreated__Output>): grpc.ClientUnaryCall;
  CreateWebhook(argument: _bms_identity_v1_CreateWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_WebhookCreated__Output>): grpc.ClientUnaryCall;
  CreateWebhook(argument: _bms_identity_v1_CreateWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_WebhookCreated__Output>): grpc.ClientUnaryCall;
  CreateWebhook(argument: _bms_identity_v1_CreateWebhookRequest, callback: grpc.requestCallback<_bms_identity_v1_WebhookCreated__Output>): grpc.ClientUnaryCall;
  createWebhook(argument: _bms_identity_v1_CreateWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_WebhookCreated__Output>): grpc.ClientUnaryCall;
  createWebhook(argument: _bms_identity_v1_CreateWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_WebhookCreated__Output>): grpc.ClientUnaryCall;
  createWebhook(argument: _bms_identity_v1_CreateWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_WebhookCreated__Output>): grpc.ClientUnaryCall;
  createWebhook(argument: _bms_identity_v1_CreateWebhookRequest, callback: grpc.requestCallback<_bms_identity_v1_WebhookCreated__Output>): grpc.ClientUnaryCall;
  
  DeleteApiKey(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteApiKey(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteApiKey(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteApiKey(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteApiKey(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteApiKey(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteApiKey(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteApiKey(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  DeleteRole(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteRole(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteRole(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteRole(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteRole(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteRole(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteRole(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteRole(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  DeleteTeamMember(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteTeamMember(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteTeamMember(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteTeamMember(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteTeamMember(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteTeamMember(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteTeamMember(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteTeamMember(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  DeleteWebhook(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteWebhook(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteWebhook(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteWebhook(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  DisconnectConnection(argument: _bms_identity_v1_DisconnectConnectionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DisconnectConnection(argument: _bms_identity_v1_DisconnectConnectionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DisconnectConnection(argument: _bms_identity_v1_DisconnectConnectionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DisconnectConnection(argument: _bms_identity_v1_DisconnectConnectionRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  disconnectConnection(argument: _bms_identity_v1_DisconnectConnectionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  disconnectConnection(argument: _bms_identity_v1_DisconnectConnectionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  disconnectConnection(argument: _bms_identity_v1_DisconnectConnectionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  disconnectConnection(argument: _bms_identity_v1_DisconnectConnectionRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  ExchangeApiKey(argument: _bms_identity_v1_ExchangeApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_ExchangeApiKeyReply__Output>): grpc.ClientUnaryCall;
  ExchangeApiKey(argument: _bms_identity_v1_ExchangeApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_ExchangeApiKeyReply__Output>): grpc.ClientUnaryCall;
  ExchangeApiKey(argument: _bms_identity_v1_ExchangeApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_ExchangeApiKeyReply__Output>): grpc.ClientUnaryCall;
  ExchangeApiKey(argument: _bms_identity_v1_ExchangeApiKeyRequest, callback: grpc.requestCallback<_bms_identity_v1_ExchangeApiKeyReply__Output>): grpc.ClientUnaryCall;
  exchangeApiKey(argument: _bms_identity_v1_ExchangeApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_ExchangeApiKeyReply__Output>): grpc.ClientUnaryCall;
  exchangeApiKey(argument: _bms_identity_v1_ExchangeApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_ExchangeApiKeyReply__Output>): grpc.ClientUnaryCall;
  exchangeApiKey(argument: _bms_identity_v1_ExchangeApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_ExchangeApiKeyReply__Output>): grpc.ClientUnaryCall;
  exchangeApiKey(argument: _bms_identity_v1_ExchangeApiKeyRequest, callback: grpc.requestCallback<_bms_identity_v1_ExchangeApiKeyReply__Output>): grpc.ClientUnaryCall;
  
  ExportAuditLog(argument: _bms_identity_v1_ExportAuditLogRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_AuditEntryBatch__Output>): grpc.ClientUnaryCall;
  ExportAuditLog(argument: _bms_identity_v1_ExportAuditLogRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_AuditEntryBatch__Output>): grpc.ClientUnaryCall;
  ExportAuditLog(argument: _bms_identity_v1_ExportAuditLogRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_AuditEntryBatch__Output>): grpc.ClientUnaryCall;
  ExportAuditLog(argument: _bms_identity_v1_ExportAuditLogRequest, callback: grpc.requestCallback<_bms_identity_v1_AuditEntryBatch__Output>): grpc.ClientUnaryCall;
  exportAuditLog(argument: _bms_identity_v1_ExportAuditLogRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_AuditEntryBatch__Output>): grpc.ClientUnaryCall;
  exportAuditLog(argument: _bms_identity_v1_ExportAuditLogRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_AuditEntryBatch__Output>): grpc.ClientUnaryCall;
  exportAuditLog(argument: _bms_identity_v1_ExportAuditLogRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_AuditEntryBatch__Output>): grpc.ClientUnaryCall;
  exportAuditLog(argument: _bms_identity_v1_ExportAuditLogRequest, callback: grpc.requestCallback<_bms_identity_v1_AuditEntryBatch__Output>): grpc.ClientUnaryCall;
  
  FindUsers(argument: _bms_identity_v1_FindUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_FindUsersReply__Output>): grpc.ClientUnaryCall;
  FindUsers(argument: _bms_identity_v1_FindUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_FindUsersReply__Output>): grpc.ClientUnaryCall;
  FindUsers(argument: _bms_identity_v1_FindUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_FindUsersReply__Output>): grpc.ClientUnaryCall;
  FindUsers(argument: _bms_identity_v1_FindUsersRequest, callback: grpc.requestCallback<_bms_identity_v1_FindUsersReply__Output>): grpc.ClientUnaryCall;
  findUsers(argument: _bms_identity_v1_FindUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_FindUsersReply__Output>): grpc.ClientUnaryCall;
  findUsers(argument: _bms_identity_v1_FindUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_FindUsersReply__Output>): grpc.ClientUnaryCall;
  findUsers(argument: _bms_identity_v1_FindUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_FindUsersReply__Output>): grpc.ClientUnaryCall;
  findUsers(argument: _bms_identity_v1_FindUsersRequest, callback: grpc.requestCallback<_bms_identity_v1_FindUsersReply__Output>): grpc.ClientUnaryCall;
  
  GetRole(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_RoleRecord__Output>): grpc.ClientUnaryCall;
  GetRole(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_RoleRecord__Output>): grpc.ClientUnaryCall;
  GetRole(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_RoleRecord__Output>): grpc.ClientUnaryCall;
  GetRole(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_identity_v1_RoleRecord__Output>): grpc.ClientUnaryCall;
  getRole(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_RoleRecord__Output>): grpc.ClientUnaryCall;
  getRole(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_RoleRecord__Output>): grpc.ClientUnaryCall;
  getRole(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_RoleRecord__Output>): grpc.ClientUnaryCall;
  getRole(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_identity_v1_RoleRecord__Output>): grpc.ClientUnaryCall;
  
  GetTeamMember(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  GetTeamMember(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  GetTeamMember(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  GetTeamMember(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_identity_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  getTeamMember(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  getTeamMember(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  getTeamMember(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  getTeamMember(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_identity_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  
  GetWebhook(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_WebhookRecord__Output>): grpc.ClientUnaryCall;
  GetWebhook(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_WebhookRecord__Output>): grpc.ClientUnaryCall;
  GetWebhook(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_WebhookRecord__Output>): grpc.ClientUnaryCall;
  GetWebhook(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_identity_v1_WebhookRecord__Output>): grpc.ClientUnaryCall;
  getWebhook(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_WebhookRecord__Output>): grpc.ClientUnaryCall;
  getWebhook(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_WebhookRecord__Output>): grpc.ClientUnaryCall;
  getWebhook(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_WebhookRecord__Output>): grpc.ClientUnaryCall;
  getWebhook(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_identity_v1_WebhookRecord__Output>): grpc.ClientUnaryCall;
  
  ListApiKeys(argument: _bms_identity_v1_ListApiKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_ApiKeyList__Output>): grpc.ClientUnaryCall;
  ListApiKeys(argument: _bms_identity_v1_ListApiKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_ApiKeyList__Output>): grpc.ClientUnaryCall;
  ListApiKeys(argument: _bms_identity_v1_ListApiKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_ApiKeyList__Output>): grpc.ClientUnaryCall;
  ListApiKeys(argument: _bms_identity_v1_ListApiKeysRequest, callback: grpc.requestCallback<_bms_identity_v1_ApiKeyList__Output>): grpc.ClientUnaryCall;
  listApiKeys(argument: _bms_identity_v1_ListApiKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_ApiKeyList__Output>): grpc.ClientUnaryCall;
  listApiKeys(argument: _bms_identity_v1_ListApiKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_ApiKeyList__Output>): grpc.ClientUnaryCall;
  listApiKeys(argument: _bms_identity_v1_ListApiKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_ApiKeyList__Output>): grpc.ClientUnaryCall;
  listApiKeys(argument: _bms_identity_v1_ListApiKeysRequest, callback: grpc.requestCallback<_bms_identity_v1_ApiKeyList__Output>): grpc.ClientUnaryCall;
  
  ListAuditLog(argument: _bms_identity_v1_ListAuditLogRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_AuditEntryList__Output>): grpc.ClientUnaryCall;
  ListAuditLog(argument: _bms_identity_v1_ListAuditLogRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_AuditEntryList__Output>): grpc.ClientUnaryCall;
  ListAuditLog(argument: _bms_identity_v1_ListAuditLogRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_AuditEntryList__Output>): grpc.ClientUnaryCall;
  ListAuditLog(argument: _bms_identity_v1_ListAuditLogRequest, callback: grpc.requestCallback<_bms_identity_v1_AuditEntryList__Output>): grpc.ClientUnaryCall;
  listAuditLog(argument: _bms_identity_v1_ListAuditLogRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_AuditEntryList__Output>): grpc.ClientUnaryCall;
  listAuditLog(argument: _bms_identity_v1_ListAuditLogRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_AuditEntryList__Output>): grpc.ClientUnaryCall;
  listAuditLog(argument: _bms_identity_v1_ListAuditLogRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_AuditEntryList__Output>): grpc.ClientUnaryCall;
  listAuditLog(argument: _bms_identity_v1_ListAuditLogRequest, callback: grpc.requestCallback<_bms_identity_v1_AuditEntryList__Output>): grpc.ClientUnaryCall;
  
  ListConnections(argument: _bms_common_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_ConnectionList__Output>): grpc.ClientUnaryCall;
  ListConnections(argument: _bms_common_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_ConnectionList__Output>): grpc.ClientUnaryCall;
  ListConnections(argument: _bms_common_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_ConnectionList__Output>): grpc.ClientUnaryCall;
  ListConnections(argument: _bms_common_v1_Empty, callback: grpc.requestCallback<_bms_identity_v1_ConnectionList__Output>): grpc.ClientUnaryCall;
  listConnections(argument: _bms_common_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_ConnectionList__Output>): grpc.ClientUnaryCall;
  listConnections(argument: _bms_common_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_ConnectionList__Output>): grpc.ClientUnaryCall;
  listConnections(argument: _bms_common_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_ConnectionList__Output>): grpc.ClientUnaryCall;
  listConnections(argument: _bms_common_v1_Empty, callback: grpc.requestCallback<_bms_identity_v1_ConnectionList__Output>): grpc.ClientUnaryCall;
  
  ListMessages(argument: _bms_identity_v1_ListMessagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_CourierMessageList__Output>): grpc.ClientUnaryCall;
  ListMessages(argument: _bms_identity_v1_ListMessagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_CourierMessageList__Output>): grpc.ClientUnaryCall;
  ListMessages(argument: _bms_identity_v1_ListMessagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_CourierMessageList__Output>): grpc.ClientUnaryCall;
  ListMessages(argument: _bms_identity_v1_ListMessagesRequest, callback: grpc.requestCallback<_bms_identity_v1_CourierMessageList__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _bms_identity_v1_ListMessagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_CourierMessageList__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _bms_identity_v1_ListMessagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_CourierMessageList__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _bms_identity_v1_ListMessagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_CourierMessageList__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _bms_identity_v1_ListMessagesRequest, callback: grpc.requestCallback<_bms_identity_v1_CourierMessageList__Output>): grpc.ClientUnaryCall;
  
  ListRoles(argument: _bms_identity_v1_ListRolesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_RoleList__Output>): grpc.ClientUnaryCall;
  ListRoles(argument: _bms_identity_v1_ListRolesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_RoleList__Output>): grpc.ClientUnaryCall;
  ListRoles(argument: _bms_identity_v1_ListRolesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_RoleList__Output>): grpc.ClientUnaryCall;
  ListRoles(argument: _bms_identity_v1_ListRolesRequest, callback: grpc.requestCallback<_bms_identity_v1_RoleList__Output>): grpc.ClientUnaryCall;
  listRoles(argument: _bms_identity_v1_ListRolesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_RoleList__Output>): grpc.ClientUnaryCall;
  listRoles(argument: _bms_identity_v1_ListRolesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_RoleList__Output>): grpc.ClientUnaryCall;
  listRoles(argument: _bms_identity_v1_ListRolesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_RoleList__Output>): grpc.ClientUnaryCall;
  listRoles(argument: _bms_identity_v1_ListRolesRequest, callback: grpc.requestCallback<_bms_identity_v1_RoleList__Output>): grpc.ClientUnaryCall;
  
  ListTeamMembers(argument: _bms_identity_v1_ListTeamMembersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_UserList__Output>): grpc.ClientUnaryCall;
  ListTeamMembers(argument: _bms_identity_v1_ListTeamMembersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_UserList__Output>): grpc.ClientUnaryCall;
  ListTeamMembers(argument: _bms_identity_v1_ListTeamMembersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_UserList__Output>): grpc.ClientUnaryCall;
  ListTeamMembers(argument: _bms_identity_v1_ListTeamMembersRequest, callback: grpc.requestCallback<_bms_identity_v1_UserList__Output>): grpc.ClientUnaryCall;
  listTeamMembers(argument: _bms_identity_v1_ListTeamMembersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_UserList__Output>): grpc.ClientUnaryCall;
  listTeamMembers(argument: _bms_identity_v1_ListTeamMembersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_UserList__Output>): grpc.ClientUnaryCall;
  listTeamMembers(argument: _bms_identity_v1_ListTeamMembersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_UserList__Output>): grpc.ClientUnaryCall;
  listTeamMembers(argument: _bms_identity_v1_ListTeamMembersRequest, callback: grpc.requestCallback<_bms_identity_v1_UserList__Output>): grpc.ClientUnaryCall;
  
  ListWebhookDeliveries(argument: _bms_identity_v1_ListWebhookDeliveriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_WebhookDeliveryList__Output>): grpc.ClientUnaryCall;
  ListWebhookDeliveries(argument: _bms_identity_v1_ListWebhookDeliveriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_WebhookDeliveryList__Output>): grpc.ClientUnaryCall;
  ListWebhookDeliveries(argument: _bms_identity_v1_ListWebhookDeliveriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_WebhookDeliveryList__Output>): grpc.ClientUnaryCall;
  ListWebhookDeliveries(argument: _bms_identity_v1_ListWebhookDeliveriesRequest, callback: grpc.requestCallback<_bms_identity_v1_WebhookDeliveryList__Output>): grpc.ClientUnaryCall;
  listWebhookDeliveries(argument: _bms_identity_v1_ListWebhookDeliveriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_WebhookDeliveryList__Output>): grpc.ClientUnaryCall;
  listWebhookDeliveries(argument: _bms_identity_v1_ListWebhookDeliveriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_WebhookDeliveryList__Output>): grpc.ClientUnaryCall;
  listWebhookDeliveries(argument: _bms_identity_v1_ListWebhookDeliveriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_WebhookDeliveryList__Output>): grpc.ClientUnaryCall;
  listWebhookDeliveries(argument: _bms_identity_v1_ListWebhookDeliveriesRequest, callback: grpc.requestCallback<_bms_identity_v1_WebhookDeliveryList__Output>): grpc.ClientUnaryCall;
  
  ListWebhooks(argument: _bms_identity_v1_ListWebhooksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_WebhookList__Output>): grpc.ClientUnaryCall;
  ListWebhooks(argument: _bms_identity_v1_ListWebhooksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_WebhookList__Output>): grpc.ClientUnaryCall;
  ListWebhooks(argument: _bms_identity_v1_ListWebhooksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_WebhookList__Output>): grpc.ClientUnaryCall;
  ListWebhooks(argument: _bms_identity_v1_ListWebhooksRequest, callback: grpc.requestCallback<_bms_identity_v1_WebhookList__Output>): grpc.ClientUnaryCall;
  listWebhooks(argument: _bms_identity_v1_ListWebhooksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_WebhookList__Output>): grpc.ClientUnaryCall;
  listWebhooks(argument: _bms_identity_v1_ListWebhooksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_WebhookList__Output>): grpc.ClientUnaryCall;
  listWebhooks(argument: _bms_identity_v1_ListWebhooksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_WebhookList__Output>): grpc.ClientUnaryCall;
  listWebhooks(argument: _bms_identity_v1_ListWebhooksRequest, callback: grpc.requestCallback<_bms_identity_v1_WebhookList__Output>): grpc.ClientUnaryCall;
  
  Login(argument: _bms_identity_v1_LoginRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  Login(argument: _bms_identity_v1_LoginRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  Login(argument: _bms_identity_v1_LoginRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  Login(argument: _bms_identity_v1_LoginRequest, callback: grpc.requestCallback<_bms_identity_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  login(argument: _bms_identity_v1_LoginRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  login(argument: _bms_identity_v1_LoginRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  login(argument: _bms_identity_v1_LoginRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  login(argument: _bms_identity_v1_LoginRequest, callback: grpc.requestCallback<_bms_identity_v1_LoginReply__Output>): grpc.ClientUnaryCall;
  
  Logout(argument: _bms_common_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  Logout(argument: _bms_common_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  Logout(argument: _bms_common_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  Logout(argument: _bms_common_v1_Empty, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  logout(argument: _bms_common_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  logout(argument: _bms_common_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  logout(argument: _bms_common_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  logout(argument: _bms_common_v1_Empty, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  Me(argument: _bms_common_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_CurrentUser__Output>): grpc.ClientUnaryCall;
  Me(argument: _bms_common_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_CurrentUser__Output>): grpc.ClientUnaryCall;
  Me(argument: _bms_common_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_CurrentUser__Output>): grpc.ClientUnaryCall;
  Me(argument: _bms_common_v1_Empty, callback: grpc.requestCallback<_bms_identity_v1_CurrentUser__Output>): grpc.ClientUnaryCall;
  me(argument: _bms_common_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_CurrentUser__Output>): grpc.ClientUnaryCall;
  me(argument: _bms_common_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_CurrentUser__Output>): grpc.ClientUnaryCall;
  me(argument: _bms_common_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_CurrentUser__Output>): grpc.ClientUnaryCall;
  me(argument: _bms_common_v1_Empty, callback: grpc.requestCallback<_bms_identity_v1_CurrentUser__Output>): grpc.ClientUnaryCall;
  
  ReplayWebhookDelivery(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_WebhookDeliveryRecord__Output>): grpc.ClientUnaryCall;
  ReplayWebhookDelivery(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_WebhookDeliveryRecord__Output>): grpc.ClientUnaryCall;
  ReplayWebhookDelivery(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_WebhookDeliveryRecord__Output>): grpc.ClientUnaryCall;
  ReplayWebhookDelivery(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_identity_v1_WebhookDeliveryRecord__Output>): grpc.ClientUnaryCall;
  replayWebhookDelivery(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_WebhookDeliveryRecord__Output>): grpc.ClientUnaryCall;
  replayWebhookDelivery(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_WebhookDeliveryRecord__Output>): grpc.ClientUnaryCall;
  replayWebhookDelivery(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_WebhookDeliveryRecord__Output>): grpc.ClientUnaryCall;
  replayWebhookDelivery(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_identity_v1_WebhookDeliveryRecord__Output>): grpc.ClientUnaryCall;
  
  RequestPasswordReset(argument: _bms_identity_v1_RequestPasswordResetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RequestPasswordReset(argument: _bms_identity_v1_RequestPasswordResetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RequestPasswordReset(argument: _bms_identity_v1_RequestPasswordResetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RequestPasswordReset(argument: _bms_identity_v1_RequestPasswordResetRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  requestPasswordReset(argument: _bms_identity_v1_RequestPasswordResetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  requestPasswordReset(argument: _bms_identity_v1_RequestPasswordResetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  requestPasswordReset(argument: _bms_identity_v1_RequestPasswordResetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  requestPasswordReset(argument: _bms_identity_v1_RequestPasswordResetRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  RestoreRole(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreRole(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreRole(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreRole(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreRole(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreRole(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreRole(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreRole(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  RestoreTeamMember(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreTeamMember(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreTeamMember(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreTeamMember(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreTeamMember(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreTeamMember(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreTeamMember(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreTeamMember(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  RotateApiKey(argument: _bms_identity_v1_RotateApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_ApiKeyCreated__Output>): grpc.ClientUnaryCall;
  RotateApiKey(argument: _bms_identity_v1_RotateApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_ApiKeyCreated__Output>): grpc.ClientUnaryCall;
  RotateApiKey(argument: _bms_identity_v1_RotateApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_ApiKeyCreated__Output>): grpc.ClientUnaryCall;
  RotateApiKey(argument: _bms_identity_v1_RotateApiKeyRequest, callback: grpc.requestCallback<_bms_identity_v1_ApiKeyCreated__Output>): grpc.ClientUnaryCall;
  rotateApiKey(argument: _bms_identity_v1_RotateApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_ApiKeyCreated__Output>): grpc.ClientUnaryCall;
  rotateApiKey(argument: _bms_identity_v1_RotateApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_ApiKeyCreated__Output>): grpc.ClientUnaryCall;
  rotateApiKey(argument: _bms_identity_v1_RotateApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_ApiKeyCreated__Output>): grpc.ClientUnaryCall;
  rotateApiKey(argument: _bms_identity_v1_RotateApiKeyRequest, callback: grpc.requestCallback<_bms_identity_v1_ApiKeyCreated__Output>): grpc.ClientUnaryCall;
  
  SaveConnectionToken(argument: _bms_identity_v1_SaveConnectionTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  SaveConnectionToken(argument: _bms_identity_v1_SaveConnectionTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  SaveConnectionToken(argument: _bms_identity_v1_SaveConnectionTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  SaveConnectionToken(argument: _bms_identity_v1_SaveConnectionTokenRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  saveConnectionToken(argument: _bms_identity_v1_SaveConnectionTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  saveConnectionToken(argument: _bms_identity_v1_SaveConnectionTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  saveConnectionToken(argument: _bms_identity_v1_SaveConnectionTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  saveConnectionToken(argument: _bms_identity_v1_SaveConnectionTokenRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  SendOtp(argument: _bms_identity_v1_SendOtpRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  SendOtp(argument: _bms_identity_v1_SendOtpRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  SendOtp(argument: _bms_identity_v1_SendOtpRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  SendOtp(argument: _bms_identity_v1_SendOtpRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  sendOtp(argument: _bms_identity_v1_SendOtpRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  sendOtp(argument: _bms_identity_v1_SendOtpRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  sendOtp(argument: _bms_identity_v1_SendOtpRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  sendOtp(argument: _bms_identity_v1_SendOtpRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  SendPhoneChangeOtp(argument: _bms_identity_v1_SendOtpRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  SendPhoneChangeOtp(argument: _bms_identity_v1_SendOtpRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  SendPhoneChangeOtp(argument: _bms_identity_v1_SendOtpRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  SendPhoneChangeOtp(argument: _bms_identity_v1_SendOtpRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  sendPhoneChangeOtp(argument: _bms_identity_v1_SendOtpRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  sendPhoneChangeOtp(argument: _bms_identity_v1_SendOtpRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  sendPhoneChangeOtp(argument: _bms_identity_v1_SendOtpRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  sendPhoneChangeOtp(argument: _bms_identity_v1_SendOtpRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  UpdateRole(argument: _bms_identity_v1_UpdateRoleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateRole(argument: _bms_identity_v1_UpdateRoleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateRole(argument: _bms_identity_v1_UpdateRoleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateRole(argument: _bms_identity_v1_UpdateRoleRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateRole(argument: _bms_identity_v1_UpdateRoleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateRole(argument: _bms_identity_v1_UpdateRoleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateRole(argument: _bms_identity_v1_UpdateRoleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateRole(argument: _bms_identity_v1_UpdateRoleRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  UpdateTeamMember(argument: _bms_identity_v1_UpdateTeamMemberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateTeamMember(argument: _bms_identity_v1_UpdateTeamMemberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateTeamMember(argument: _bms_identity_v1_UpdateTeamMemberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateTeamMember(argument: _bms_identity_v1_UpdateTeamMemberRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateTeamMember(argument: _bms_identity_v1_UpdateTeamMemberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateTeamMember(argument: _bms_identity_v1_UpdateTeamMemberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateTeamMember(argument: _bms_identity_v1_UpdateTeamMemberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateTeamMember(argument: _bms_identity_v1_UpdateTeamMemberRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  UpdateWebhook(argument: _bms_identity_v1_UpdateWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateWebhook(argument: _bms_identity_v1_UpdateWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateWebhook(argument: _bms_identity_v1_UpdateWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateWebhook(argument: _bms_identity_v1_UpdateWebhookRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateWebhook(argument: _bms_identity_v1_UpdateWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateWebhook(argument: _bms_identity_v1_UpdateWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateWebhook(argument: _bms_identity_v1_UpdateWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateWebhook(argument: _bms_identity_v1_UpdateWebhookRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  VerifyAuditLog(argument: _bms_identity_v1_VerifyAuditLogRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_AuditVerification__Output>): grpc.ClientUnaryCall;
  VerifyAuditLog(argument: _bms_identity_v1_VerifyAuditLogRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_AuditVerification__Output>): grpc.ClientUnaryCall;
  VerifyAuditLog(argument: _bms_identity_v1_VerifyAuditLogRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_AuditVerification__Output>): grpc.ClientUnaryCall;
  VerifyAuditLog(argument: _bms_identity_v1_VerifyAuditLogRequest, callback: grpc.requestCallback<_bms_identity_v1_AuditVerification__Output>): grpc.ClientUnaryCall;
  verifyAuditLog(argument: _bms_identity_v1_VerifyAuditLogRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_AuditVerification__Output>): grpc.ClientUnaryCall;
  verifyAuditLog(argument: _bms_identity_v1_VerifyAuditLogRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_identity_v1_AuditVerification__Output>): grpc.ClientUnaryCall;
  verifyAuditLog(argument: _bms_identity_v1_VerifyAuditLogRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_identity_v1_AuditVerification__Output>): grpc.ClientUnaryCall;
  verifyAuditLog(argument: _bms_identity_v1_VerifyAuditLogRequest, callback: grpc.requestCallback<_bms_identity_v1_AuditVerification__Output>): grpc.ClientUnaryCall;
  
  VerifyPhoneChangeOtp(argument: _bms_identity_v1_VerifyPhoneChangeOtpRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  VerifyPhoneChangeOtp(argument: _bms_identity_v1_VerifyPhoneChangeOtpRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  VerifyPhoneChangeOtp(argument: _bms_identity_v1_VerifyPhoneChangeOtpRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  VerifyPhoneChangeOtp(argument: _bms_identity_v1_VerifyPhoneChangeOtpRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  verifyPhoneChangeOtp(argument: _bms_identity_v1_VerifyPhoneChangeOtpRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  verifyPhoneChangeOtp(argument: _bms_identity_v1_VerifyPhoneChangeOtpRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  verifyPhoneChangeOtp(argument: _bms_identity_v1_VerifyPhoneChangeOtpRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  verifyPhoneChangeOtp(argument: _bms_identity_v1_VerifyPhoneChangeOtpRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
}

export interface IdentityHandlers extends grpc.UntypedServiceImplementation {
  AuthorizeConnection: grpc.handleUnaryCall<_bms_identity_v1_AuthorizeConnectionRequest__Output, _bms_identity_v1_AuthorizeConnectionReply>;
  
  ChangePassword: grpc.handleUnaryCall<_bms_identity_v1_ChangePasswordRequest__Output, _bms_common_v1_Result>;
  
  CheckSession: grpc.handleUnaryCall<_bms_identity_v1_CheckSessionRequest__Output, _bms_identity_v1_CheckSessionReply>;
  
  CreateApiKey: grpc.handleUnaryCall<_bms_identity_v1_CreateApiKeyRequest__Output, _bms_identity_v1_ApiKeyCreated>;
  
  CreateRole: grpc.handleUnaryCall<_bms_identity_v1_CreateRoleRequest__Output, _bms_identity_v1_RoleRecord>;
  
  CreateTeamMember: grpc.handleUnaryCall<_bms_identity_v1_CreateTeamMemberRequest__Output, _bms_identity_v1_UserRecord>;
  
  CreateWebhook: grpc.handleUnaryCall<_bms_identity_v1_CreateWebhookRequest__Output, _bms_identity_v1_WebhookCreated>;
  
  DeleteApiKey: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  DeleteRole: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  DeleteTeamMember: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  DeleteWebhook: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  DisconnectConnection: grpc.handleUnaryCall<_bms_identity_v1_DisconnectConnectionRequest__Output, _bms_common_v1_Result>;
  
  ExchangeApiKey: grpc.handleUnaryCall<_bms_identity_v1_ExchangeApiKeyRequest__Output, _bms_identity_v1_ExchangeApiKeyReply>;
  
  ExportAuditLog: grpc.handleUnaryCall<_bms_identity_v1_ExportAuditLogRequest__Output, _bms_identity_v1_AuditEntryBatch>;
  
  FindUsers: grpc.handleUnaryCall<_bms_identity_v1_FindUsersRequest__Output, _bms_identity_v1_FindUsersReply>;
  
  GetRole: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_identity_v1_RoleRecord>;
  
  GetTeamMember: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_identity_v1_UserRecord>;
  
  GetWebhook: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_identity_v1_WebhookRecord>;
  
  ListApiKeys: grpc.handleUnaryCall<_bms_identity_v1_ListApiKeysRequest__Output, _bms_identity_v1_ApiKeyList>;
  
  ListAuditLog: grpc.handleUnaryCall<_bms_identity_v1_ListAuditLogRequest__Output, _bms_identity_v1_AuditEntryList>;
  
  ListConnections: grpc.handleUnaryCall<_bms_common_v1_Empty__Output, _bms_identity_v1_ConnectionList>;
  
  ListMessages: grpc.handleUnaryCall<_bms_identity_v1_ListMessagesRequest__Output, _bms_identity_v1_CourierMessageList>;
  
  ListRoles: grpc.handleUnaryCall<_bms_identity_v1_ListRolesRequest__Output, _bms_identity_v1_RoleList>;
  
  ListTeamMembers: grpc.handleUnaryCall<_bms_identity_v1_ListTeamMembersRequest__Output, _bms_identity_v1_UserList>;
  
  ListWebhookDeliveries: grpc.handleUnaryCall<_bms_identity_v1_ListWebhookDeliveriesRequest__Output, _bms_identity_v1_WebhookDeliveryList>;
  
  ListWebhooks: grpc.handleUnaryCall<_bms_identity_v1_ListWebhooksRequest__Output, _bms_identity_v1_WebhookList>;
  
  Login: grpc.handleUnaryCall<_bms_identity_v1_LoginRequest__Output, _bms_identity_v1_LoginReply>;
  
  Logout: grpc.handleUnaryCall<_bms_common_v1_Empty__Output, _bms_common_v1_Result>;
  
  Me: grpc.handleUnaryCall<_bms_common_v1_Empty__Output, _bms_identity_v1_CurrentUser>;
  
  ReplayWebhookDelivery: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_identity_v1_WebhookDeliveryRecord>;
  
  RequestPasswordReset: grpc.handleUnaryCall<_bms_identity_v1_RequestPasswordResetRequest__Output, _bms_common_v1_Result>;
  
  RestoreRole: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  RestoreTeamMember: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  RotateApiKey: grpc.handleUnaryCall<_bms_identity_v1_RotateApiKeyRequest__Output, _bms_identity_v1_ApiKeyCreated>;
  
  SaveConnectionToken: grpc.handleUnaryCall<_bms_identity_v1_SaveConnectionTokenRequest__Output, _bms_common_v1_Result>;
  
  SendOtp: grpc.handleUnaryCall<_bms_identity_v1_SendOtpRequest__Output, _bms_common_v1_Result>;
  
  SendPhoneChangeOtp: grpc.handleUnaryCall<_bms_identity_v1_SendOtpRequest__Output, _bms_common_v1_Result>;
  
  UpdateRole: grpc.handleUnaryCall<_bms_identity_v1_UpdateRoleRequest__Output, _bms_common_v1_Result>;
  
  UpdateTeamMember: grpc.handleUnaryCall<_bms_identity_v1_UpdateTeamMemberRequest__Output, _bms_common_v1_Result>;
  
  UpdateWebhook: grpc.handleUnaryCall<_bms_identity_v1_UpdateWebhookRequest__Output, _bms_common_v1_Result>;
  
  VerifyAuditLog: grpc.handleUnaryCall<_bms_identity_v1_VerifyAuditLogRequest__Output, _bms_identity_v1_AuditVerification>;
  
  VerifyPhoneChangeOtp: grpc.handleUnaryCall<_bms_identity_v1_VerifyPhoneChangeOtpRequest__Output, _bms_common_v1_Result>;
  
}

export interface IdentityDefinition extends grpc.ServiceDefinition {
  AuthorizeConnection: MethodDefinition<_bms_identity_v1_AuthorizeConnectionRequest, _bms_identity_v1_AuthorizeConnectionReply, _bms_identity_v1_AuthorizeConnectionRequest__Output, _bms_identity_v1_AuthorizeConnectionReply__Output>
  ChangePassword: MethodDefinition<_bms_identity_v1_ChangePasswordRequest, _bms_common_v1_Result, _bms_identity_v1_ChangePasswordRequest__Output, _bms_common_v1_Result__Output>
  CheckSession: MethodDefinition<_bms_identity_v1_CheckSessionRequest, _bms_identity_v1_CheckSessionReply, _bms_identity_v1_CheckSessionRequest__Output, _bms_identity_v1_CheckSessionReply__Output>
  CreateApiKey: MethodDefinition<_bms_identity_v1_CreateApiKeyRequest, _bms_identity_v1_ApiKeyCreated, _bms_identity_v1_CreateApiKeyRequest__Output, _bms_identity_v1_ApiKeyCreated__Output>
  CreateRole: MethodDefinition<_bms_identity_v1_CreateRoleRequest, _bms_identity_v1_RoleRecord, _bms_identity_v1_CreateRoleRequest__Output, _bms_identity_v1_RoleRecord__Output>
  CreateTeamMember: MethodDefinition<_bms_identity_v1_CreateTeamMemberRequest, _bms_identity_v1_UserRecord, _bms_identity_v1_CreateTeamMemberRequest__Output, _bms_identity_v1_UserRecord__Output>
  CreateWebhook: MethodDefinition<_bms_identity_v1_CreateWebhookRequest, _bms_identity_v1_WebhookCreated, _bms_identity_v1_CreateWebhookRequest__Output, _bms_identity_v1_WebhookCreated__Output>
  DeleteApiKey: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  DeleteRole: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  DeleteTeamMember: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  DeleteWebhook: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  DisconnectConnection: MethodDefinition<_bms_identity_v1_DisconnectConnectionRequest, _bms_common_v1_Result, _bms_identity_v1_DisconnectConnectionRequest__Output, _bms_common_v1_Result__Output>
  ExchangeApiKey: MethodDefinition<_bms_identity_v1_ExchangeApiKeyRequest, _bms_identity_v1_ExchangeApiKeyReply, _bms_identity_v1_ExchangeApiKeyRequest__Output, _bms_identity_v1_ExchangeApiKeyReply__Output>
  ExportAuditLog: MethodDefinition<_bms_identity_v1_ExportAuditLogRequest, _bms_identity_v1_AuditEntryBatch, _bms_identity_v1_ExportAuditLogRequest__Output, _bms_identity_v1_AuditEntryBatch__Output>
  FindUsers: MethodDefinition<_bms_identity_v1_FindUsersRequest, _bms_identity_v1_FindUsersReply, _bms_identity_v1_FindUsersRequest__Output, _bms_identity_v1_FindUsersReply__Output>
  GetRole: MethodDefinition<_bms_common_v1_IdRequest, _bms_identity_v1_RoleRecord, _bms_common_v1_IdRequest__Output, _bms_identity_v1_RoleRecord__Output>
  GetTeamMember: MethodDefinition<_bms_common_v1_IdRequest, _bms_identity_v1_UserRecord, _bms_common_v1_IdRequest__Output, _bms_identity_v1_UserRecord__Output>
  GetWebhook: MethodDefinition<_bms_common_v1_IdRequest, _bms_identity_v1_WebhookRecord, _bms_common_v1_IdRequest__Output, _bms_identity_v1_WebhookRecord__Output>
  ListApiKeys: MethodDefinition<_bms_identity_v1_ListApiKeysRequest, _bms_identity_v1_ApiKeyList, _bms_identity_v1_ListApiKeysRequest__Output, _bms_identity_v1_ApiKeyList__Output>
  ListAuditLog: MethodDefinition<_bms_identity_v1_ListAuditLogRequest, _bms_identity_v1_AuditEntryList, _bms_identity_v1_ListAuditLogRequest__Output, _bms_identity_v1_AuditEntryList__Output>
  ListConnections: MethodDefinition<_bms_common_v1_Empty, _bms_identity_v1_ConnectionList, _bms_common_v1_Empty__Output, _bms_identity_v1_ConnectionList__Output>
  ListMessages: MethodDefinition<_bms_identity_v1_ListMessagesRequest, _bms_identity_v1_CourierMessageList, _bms_identity_v1_ListMessagesRequest__Output, _bms_identity_v1_CourierMessageList__Output>
  ListRoles: MethodDefinition<_bms_identity_v1_ListRolesRequest, _bms_identity_v1_RoleList, _bms_identity_v1_ListRolesRequest__Output, _bms_identity_v1_RoleList__Output>
  ListTeamMembers: MethodDefinition<_bms_identity_v1_ListTeamMembersRequest, _bms_identity_v1_UserList, _bms_identity_v1_ListTeamMembersRequest__Output, _bms_identity_v1_UserList__Output>
  ListWebhookDeliveries: MethodDefinition<_bms_identity_v1_ListWebhookDeliveriesRequest, _bms_identity_v1_WebhookDeliveryList, _bms_identity_v1_ListWebhookDeliveriesRequest__Output, _bms_identity_v1_WebhookDeliveryList__Output>
  ListWebhooks: MethodDefinition<_bms_identity_v1_ListWebhooksRequest, _bms_identity_v1_WebhookList, _bms_identity_v1_ListWebhooksRequest__Output, _bms_identity_v1_WebhookList__Output>
  Login: MethodDefinition<_bms_identity_v1_LoginRequest, _bms_identity_v1_LoginReply, _bms_identity_v1_LoginRequest__Output, _bms_identity_v1_LoginReply__Output>
  Logout: MethodDefinition<_bms_common_v1_Empty, _bms_common_v1_Result, _bms_common_v1_Empty__Output, _bms_common_v1_Result__Output>
  Me: MethodDefinition<_bms_common_v1_Empty, _bms_identity_v1_CurrentUser, _bms_common_v1_Empty__Output, _bms_identity_v1_CurrentUser__Output>
  ReplayWebhookDelivery: MethodDefinition<_bms_common_v1_IdRequest, _bms_identity_v1_WebhookDeliveryRecord, _bms_common_v1_IdRequest__Output, _bms_identity_v1_WebhookDeliveryRecord__Output>
  RequestPasswordReset: MethodDefinition<_bms_identity_v1_RequestPasswordResetRequest, _bms_common_v1_Result, _bms_identity_v1_RequestPasswordResetRequest__Output, _bms_common_v1_Result__Output>
  RestoreRole: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  RestoreTeamMember: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  RotateApiKey: MethodDefinition<_bms_identity_v1_RotateApiKeyRequest, _bms_identity_v1_ApiKeyCreated, _bms_identity_v1_RotateApiKeyRequest__Output, _bms_identity_v1_ApiKeyCreated__Output>
  SaveConnectionToken: MethodDefinition<_bms_identity_v1_SaveConnectionTokenRequest, _bms_common_v1_Result, _bms_identity_v1_SaveConnectionTokenRequest__Output, _bms_common_v1_Result__Output>
  SendOtp: MethodDefinition<_bms_identity_v1_SendOtpRequest, _bms_common_v1_Result, _bms_identity_v1_SendOtpRequest__Output, _bms_common_v1_Result__Output>
  SendPhoneChangeOtp: MethodDefinition<_bms_identity_v1_SendOtpRequest, _bms_common_v1_Result, _bms_identity_v1_SendOtpRequest__Output, _bms_common_v1_Result__Output>
  UpdateRole: MethodDefinition<_bms_identity_v1_UpdateRoleRequest, _bms_common_v1_Result, _bms_identity_v1_UpdateRoleRequest__Output, _bms_common_v1_Result__Output>
  UpdateTeamMember: MethodDefinition<_bms_identity_v1_UpdateTeamMemberRequest, _bms_common_v1_Result, _bms_identity_v1_UpdateTeamMemberRequest__Output, _bms_common_v1_Result__Output>
  UpdateWebhook: MethodDefinition<_bms_identity_v1_UpdateWebhookRequest, _bms_common_v1_Result, _bms_identity_v1_UpdateWebhookRequest__Output, _bms_common_v1_Result__Output>
  VerifyAuditLog: MethodDefinition<_bms_identity_v1_VerifyAuditLogRequest, _bms_identity_v1_AuditVerification, _bms_identity_v1_VerifyAuditLogRequest__Output, _bms_identity_v1_AuditVerification__Output>
  VerifyPhoneChangeOtp: MethodDefinition<_bms_identity_v1_VerifyPhoneChangeOtpRequest, _bms_common_v1_Result, _bms_identity_v1_VerifyPhoneChangeOtpRequest__Output, _bms_common_v1_Result__Output>
}
