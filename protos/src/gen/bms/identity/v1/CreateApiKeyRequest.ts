// Original file: protos/bms/identity/v1/identity.proto


export interface CreateApiKeyRequest {
  'name'?: (string);
}

export interface CreateApiKeyRequest__Output {
  'name': (string);
}
