// Original file: protos/bms/identity/v1/identity_roles.proto

import type { Role as _bms_identity_v1_Role, Role__Output as _bms_identity_v1_Role__Output } from '../../../bms/identity/v1/Role';

export interface RoleRecord {
  'record'?: (_bms_identity_v1_Role | null);
}

export interface RoleRecord__Output {
  'record': (_bms_identity_v1_Role__Output | null);
}
