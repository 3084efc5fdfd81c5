// Original file: protos/bms/identity/v1/identity_connections.proto


export interface ConnectionAccount {
  'id'?: (string);
  'email'?: (string);
  'name'?: (string);
  '_email'?: "email";
  '_name'?: "name";
}

export interface ConnectionAccount__Output {
  'id': (string);
  'email'?: (string);
  'name'?: (string);
}
