// Original file: protos/bms/identity/v1/identity_auth.proto


export interface LoginRequest {
  'email'?: (string);
  'password'?: (string);
  'phone'?: (string);
  'otp'?: (string);
  'redirect'?: (string);
}

export interface LoginRequest__Output {
  'email': (string);
  'password': (string);
  'phone': (string);
  'otp': (string);
  'redirect': (string);
}
