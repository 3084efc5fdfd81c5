// Original file: protos/bms/identity/v1/identity_connections.proto


export interface ConnectionState {
  'service'?: (string);
  'connected'?: (boolean);
  'connected_at'?: (string);
  'expires_at'?: (string);
  '_connected_at'?: "connected_at";
  '_expires_at'?: "expires_at";
}

export interface ConnectionState__Output {
  'service': (string);
  'connected': (boolean);
  'connected_at'?: (string);
  'expires_at'?: (string);
}
