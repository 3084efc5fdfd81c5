// Original file: protos/bms/identity/v1/identity_users.proto

import type { User as _bms_identity_v1_User, User__Output as _bms_identity_v1_User__Output } from '../../../bms/identity/v1/User';

export interface FindUsersReply {
  'users'?: (_bms_identity_v1_User)[];
}

export interface FindUsersReply__Output {
  'users': (_bms_identity_v1_User__Output)[];
}
