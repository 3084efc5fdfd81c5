// Original file: protos/bms/identity/v1/identity_roles.proto

import type { RoleInput as _bms_identity_v1_RoleInput, RoleInput__Output as _bms_identity_v1_RoleInput__Output } from '../../../bms/identity/v1/RoleInput';

export interface CreateRoleRequest {
  'input'?: (_bms_identity_v1_RoleInput | null);
}

export interface CreateRoleRequest__Output {
  'input': (_bms_identity_v1_RoleInput__Output | null);
}
