// Original file: protos/bms/identity/v1/identity_auth.proto

import type { LoginUser as _bms_identity_v1_LoginUser, LoginUser__Output as _bms_identity_v1_LoginUser__Output } from '../../../bms/identity/v1/LoginUser';

export interface LoginReply {
  'token'?: (string);
  'user'?: (_bms_identity_v1_LoginUser | null);
}

export interface LoginReply__Output {
  'token': (string);
  'user': (_bms_identity_v1_LoginUser__Output | null);
}
