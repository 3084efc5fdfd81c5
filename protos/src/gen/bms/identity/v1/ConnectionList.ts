// Original file: protos/bms/identity/v1/identity_connections.proto

import type { ConnectionState as _bms_identity_v1_ConnectionState, ConnectionState__Output as _bms_identity_v1_ConnectionState__Output } from '../../../bms/identity/v1/ConnectionState';

export interface ConnectionList {
  'records'?: (_bms_identity_v1_ConnectionState)[];
}

export interface ConnectionList__Output {
  'records': (_bms_identity_v1_ConnectionState__Output)[];
}
