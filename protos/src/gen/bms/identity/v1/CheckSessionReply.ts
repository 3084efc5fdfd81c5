// Original file: protos/bms/identity/v1/identity.proto


export interface CheckSessionReply {
  'revoked'?: (boolean);
}

export interface CheckSessionReply__Output {
  'revoked': (boolean);
}
