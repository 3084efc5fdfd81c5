// Original file: protos/bms/identity/v1/identity_auth.proto

import type { User as _bms_identity_v1_User, User__Output as _bms_identity_v1_User__Output } from '../../../bms/identity/v1/User';
import type { ActionList as _bms_identity_v1_ActionList, ActionList__Output as _bms_identity_v1_ActionList__Output } from '../../../bms/identity/v1/ActionList';

export interface CurrentUser {
  'user'?: (_bms_identity_v1_User | null);
  'permissions'?: ({[key: string]: _bms_identity_v1_ActionList});
}

export interface CurrentUser__Output {
  'user': (_bms_identity_v1_User__Output | null);
  'permissions': ({[key: string]: _bms_identity_v1_ActionList__Output});
}
