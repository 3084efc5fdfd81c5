// Original file: protos/bms/identity/v1/identity_auth.proto


export interface VerifyPhoneChangeOtpRequest {
  'phone'?: (string);
  'otp'?: (string);
}

export interface VerifyPhoneChangeOtpRequest__Output {
  'phone': (string);
  'otp': (string);
}
