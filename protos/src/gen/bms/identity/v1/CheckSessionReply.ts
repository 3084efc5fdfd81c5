// Original file: protos/bms/identity/v1/identity_auth.proto


export interface CheckSessionReply {
  'revoked'?: (boolean);
}

export interface CheckSessionReply__Output {
  'revoked': (boolean);
}
