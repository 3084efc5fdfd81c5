// Original file: protos/bms/identity/v1/identity_roles.proto

import type { ActionList as _bms_identity_v1_ActionList, ActionList__Output as _bms_identity_v1_ActionList__Output } from '../../../bms/identity/v1/ActionList';

export interface RoleInput {
  'title'?: (string);
  'permissions'?: ({[key: string]: _bms_identity_v1_ActionList});
}

export interface RoleInput__Output {
  'title': (string);
  'permissions': ({[key: string]: _bms_identity_v1_ActionList__Output});
}
