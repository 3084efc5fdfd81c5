// Original file: protos/bms/identity/v1/identity_connections.proto


export interface AuthorizeConnectionRequest {
  'provider'?: (string);
}

export interface AuthorizeConnectionRequest__Output {
  'provider': (string);
}
