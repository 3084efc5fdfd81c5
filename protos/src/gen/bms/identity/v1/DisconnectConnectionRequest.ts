// Original file: protos/bms/identity/v1/identity_connections.proto


export interface DisconnectConnectionRequest {
  'provider'?: (string);
}

export interface DisconnectConnectionRequest__Output {
  'provider': (string);
}
