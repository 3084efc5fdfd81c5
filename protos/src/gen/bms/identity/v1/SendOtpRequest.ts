// Original file: protos/bms/identity/v1/identity_auth.proto


export interface SendOtpRequest {
  'phone'?: (string);
}

export interface SendOtpRequest__Output {
  'phone': (string);
}
