import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Empty as _bms_common_v1_Empty, Empty__Output as _bms_common_v1_Empty__Output } from './bms/common/v1/Empty';
import type { IdRequest as _bms_common_v1_IdRequest, IdRequest__Output as _bms_common_v1_IdRequest__Output } from './bms/common/v1/IdRequest';
import type { ListOptions as _bms_common_v1_ListOptions, ListOptions__Output as _bms_common_v1_ListOptions__Output } from './bms/common/v1/ListOptions';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from './bms/common/v1/PageMeta';
import type { Result as _bms_common_v1_Result, Result__Output as _bms_common_v1_Result__Output } from './bms/common/v1/Result';
import type { CreateTeamMemberRequest as _bms_identity_v1_CreateTeamMemberRequest, CreateTeamMemberRequest__Output as _bms_identity_v1_CreateTeamMemberRequest__Output } from './bms/identity/v1/CreateTeamMemberRequest';
import type { FindUsersReply as _bms_identity_v1_FindUsersReply, FindUsersReply__Output as _bms_identity_v1_FindUsersReply__Output } from './bms/identity/v1/FindUsersReply';
import type { FindUsersRequest as _bms_identity_v1_FindUsersRequest, FindUsersRequest__Output as _bms_identity_v1_FindUsersRequest__Output } from './bms/identity/v1/FindUsersRequest';
import type { ListTeamMembersRequest as _bms_identity_v1_ListTeamMembersRequest, ListTeamMembersRequest__Output as _bms_identity_v1_ListTeamMembersRequest__Output } from './bms/identity/v1/ListTeamMembersRequest';
import type { TeamMemberInput as _bms_identity_v1_TeamMemberInput, TeamMemberInput__Output as _bms_identity_v1_TeamMemberInput__Output } from './bms/identity/v1/TeamMemberInput';
import type { UpdateTeamMemberRequest as _bms_identity_v1_UpdateTeamMemberRequest, UpdateTeamMemberRequest__Output as _bms_identity_v1_UpdateTeamMemberRequest__Output } from './bms/identity/v1/UpdateTeamMemberRequest';
import type { User as _bms_identity_v1_User, User__Output as _bms_identity_v1_User__Output } from './bms/identity/v1/User';
import type { UserList as _bms_identity_v1_UserList, UserList__Output as _bms_identity_v1_UserList__Output } from './bms/identity/v1/UserList';
import type { UserRecord as _bms_identity_v1_UserRecord, UserRecord__Output as _bms_identity_v1_UserRecord__Output } from './bms/identity/v1/UserRecord';

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
        CreateTeamMemberRequest: MessageTypeDefinition<_bms_identity_v1_CreateTeamMemberRequest, _bms_identity_v1_CreateTeamMemberRequest__Output>
        FindUsersReply: MessageTypeDefinition<_bms_identity_v1_FindUsersReply, _bms_identity_v1_FindUsersReply__Output>
        FindUsersRequest: MessageTypeDefinition<_bms_identity_v1_FindUsersRequest, _bms_identity_v1_FindUsersRequest__Output>
        ListTeamMembersRequest: MessageTypeDefinition<_bms_identity_v1_ListTeamMembersRequest, _bms_identity_v1_ListTeamMembersRequest__Output>
        TeamMemberInput: MessageTypeDefinition<_bms_identity_v1_TeamMemberInput, _bms_identity_v1_TeamMemberInput__Output>
        UpdateTeamMemberRequest: MessageTypeDefinition<_bms_identity_v1_UpdateTeamMemberRequest, _bms_identity_v1_UpdateTeamMemberRequest__Output>
        User: MessageTypeDefinition<_bms_identity_v1_User, _bms_identity_v1_User__Output>
        UserList: MessageTypeDefinition<_bms_identity_v1_UserList, _bms_identity_v1_UserList__Output>
        UserRecord: MessageTypeDefinition<_bms_identity_v1_UserRecord, _bms_identity_v1_UserRecord__Output>
      }
    }
  }
}

