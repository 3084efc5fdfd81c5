// Original file: protos/bms/identity/v1/identity_roles.proto


export interface ActionList {
  'actions'?: (string)[];
}

export interface ActionList__Output {
  'actions': (string)[];
}
