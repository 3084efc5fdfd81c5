// Original file: protos/bms/identity/v1/identity_roles.proto

import type { Role as _bms_identity_v1_Role, Role__Output as _bms_identity_v1_Role__Output } from '../../../bms/identity/v1/Role';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface RoleList {
  'records'?: (_bms_identity_v1_Role)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface RoleList__Output {
  'records': (_bms_identity_v1_Role__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
