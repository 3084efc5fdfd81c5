// Original file: protos/bms/identity/v1/identity_auth.proto


export interface ChangePasswordRequest {
  'code'?: (string);
  'password'?: (string);
  'retype_password'?: (string);
}

export interface ChangePasswordRequest__Output {
  'code': (string);
  'password': (string);
  'retype_password': (string);
}
