// Original file: protos/bms/identity/v1/identity_users.proto

import type { User as _bms_identity_v1_User, User__Output as _bms_identity_v1_User__Output } from '../../../bms/identity/v1/User';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface UserList {
  'records'?: (_bms_identity_v1_User)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface UserList__Output {
  'records': (_bms_identity_v1_User__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
