// Original file: protos/bms/identity/v1/identity_auth.proto


export interface RequestPasswordResetRequest {
  'email'?: (string);
}

export interface RequestPasswordResetRequest__Output {
  'email': (string);
}
