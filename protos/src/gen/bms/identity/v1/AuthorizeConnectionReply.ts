// Original file: protos/bms/identity/v1/identity_connections.proto


export interface AuthorizeConnectionReply {
  'url'?: (string);
}

export interface AuthorizeConnectionReply__Output {
  'url': (string);
}
