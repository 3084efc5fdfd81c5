import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Empty as _bms_common_v1_Empty, Empty__Output as _bms_common_v1_Empty__Output } from './bms/common/v1/Empty';
import type { IdRequest as _bms_common_v1_IdRequest, IdRequest__Output as _bms_common_v1_IdRequest__Output } from './bms/common/v1/IdRequest';
import type { ListOptions as _bms_common_v1_ListOptions, ListOptions__Output as _bms_common_v1_ListOptions__Output } from './bms/common/v1/ListOptions';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from './bms/common/v1/PageMeta';
import type { Result as _bms_common_v1_Result, Result__Output as _bms_common_v1_Result__Output } from './bms/common/v1/Result';
import type { ActionList as _bms_identity_v1_ActionList, ActionList__Output as _bms_identity_v1_ActionList__Output } from './bms/identity/v1/ActionList';
import type { CreateRoleRequest as _bms_identity_v1_CreateRoleRequest, CreateRoleRequest__Output as _bms_identity_v1_CreateRoleRequest__Output } from './bms/identity/v1/CreateRoleRequest';
import type { ListRolesRequest as _bms_identity_v1_ListRolesRequest, ListRolesRequest__Output as _bms_identity_v1_ListRolesRequest__Output } from './bms/identity/v1/ListRolesRequest';
import type { Role as _bms_identity_v1_Role, Role__Output as _bms_identity_v1_Role__Output } from './bms/identity/v1/Role';
import type { RoleInput as _bms_identity_v1_RoleInput, RoleInput__Output as _bms_identity_v1_RoleInput__Output } from './bms/identity/v1/RoleInput';
import type { RoleList as _bms_identity_v1_RoleList, RoleList__Output as _bms_identity_v1_RoleList__Output } from './bms/identity/v1/RoleList';
import type { RoleRecord as _bms_identity_v1_RoleRecord, RoleRecord__Output as _bms_identity_v1_RoleRecord__Output } from './bms/identity/v1/RoleRecord';
import type { UpdateRoleRequest as _bms_identity_v1_UpdateRoleRequest, UpdateRoleRequest__Output as _bms_identity_v1_UpdateRoleRequest__Output } from './bms/identity/v1/UpdateRoleRequest';

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
        CreateRoleRequest: MessageTypeDefinition<_bms_identity_v1_CreateRoleRequest, _bms_identity_v1_CreateRoleRequest__Output>
        ListRolesRequest: MessageTypeDefinition<_bms_identity_v1_ListRolesRequest, _bms_identity_v1_ListRolesRequest__Output>
        Role: MessageTypeDefinition<_bms_identity_v1_Role, _bms_identity_v1_Role__Output>
        RoleInput: MessageTypeDefinition<_bms_identity_v1_RoleInput, _bms_identity_v1_RoleInput__Output>
        RoleList: MessageTypeDefinition<_bms_identity_v1_RoleList, _bms_identity_v1_RoleList__Output>
        RoleRecord: MessageTypeDefinition<_bms_identity_v1_RoleRecord, _bms_identity_v1_RoleRecord__Output>
        UpdateRoleRequest: MessageTypeDefinition<_bms_identity_v1_UpdateRoleRequest, _bms_identity_v1_UpdateRoleRequest__Output>
      }
    }
  }
}

