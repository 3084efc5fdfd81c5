// Original file: protos/bms/identity/v1/identity_roles.proto

import type { RoleInput as _bms_identity_v1_RoleInput, RoleInput__Output as _bms_identity_v1_RoleInput__Output } from '../../../bms/identity/v1/RoleInput';
import type { Long } from '@grpc/proto-loader';

export interface UpdateRoleRequest {
  'id'?: (number | string | Long);
  'input'?: (_bms_identity_v1_RoleInput | null);
  'update_mask'?: (string)[];
}

export interface UpdateRoleRequest__Output {
  'id': (number);
  'input': (_bms_identity_v1_RoleInput__Output | null);
  'update_mask': (string)[];
}
