// Original file: protos/bms/identity/v1/identity.proto


export interface ExchangeApiKeyRequest {
  'key'?: (string);
}

export interface ExchangeApiKeyRequest__Output {
  'key': (string);
}
