// Original file: protos/bms/identity/v1/identity_connections.proto

import type { ConnectionTokenInput as _bms_identity_v1_ConnectionTokenInput, ConnectionTokenInput__Output as _bms_identity_v1_ConnectionTokenInput__Output } from '../../../bms/identity/v1/ConnectionTokenInput';

export interface SaveConnectionTokenRequest {
  'provider'?: (string);
  'input'?: (_bms_identity_v1_ConnectionTokenInput | null);
}

export interface SaveConnectionTokenRequest__Output {
  'provider': (string);
  'input': (_bms_identity_v1_ConnectionTokenInput__Output | null);
}
