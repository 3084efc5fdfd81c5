// Original file: protos/bms/identity/v1/identity_auth.proto


export interface ExchangeApiKeyRequest {
  'key'?: (string);
}

export interface ExchangeApiKeyRequest__Output {
  'key': (string);
}
