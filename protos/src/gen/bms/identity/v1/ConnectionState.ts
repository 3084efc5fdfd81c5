// Original file: protos/bms/identity/v1/identity_connections.proto

import type { ConnectionAccount as _bms_identity_v1_ConnectionAccount, ConnectionAccount__Output as _bms_identity_v1_ConnectionAccount__Output } from '../../../bms/identity/v1/ConnectionAccount';

export interface ConnectionState {
  'service'?: (string);
  'connected'?: (boolean);
  'connected_at'?: (string);
  'expires_at'?: (string);
  'scopes'?: (string)[];
  'account'?: (_bms_identity_v1_ConnectionAccount | null);
  'configured'?: (boolean);
  'disconnected_at'?: (string);
  'disconnect_reason'?: (string);
  '_connected_at'?: "connected_at";
  '_expires_at'?: "expires_at";
  '_account'?: "account";
  '_disconnected_at'?: "disconnected_at";
  '_disconnect_reason'?: "disconnect_reason";
}

export interface ConnectionState__Output {
  'service': (string);
  'connected': (boolean);
  'connected_at'?: (string);
  'expires_at'?: (string);
  'scopes': (string)[];
  'account'?: (_bms_identity_v1_ConnectionAccount__Output | null);
  'configured': (boolean);
  'disconnected_at'?: (string);
  'disconnect_reason'?: (string);
}
