// Original file: protos/bms/identity/v1/identity_api_keys.proto

import type { ActionList as _bms_identity_v1_ActionList, ActionList__Output as _bms_identity_v1_ActionList__Output } from '../../../bms/identity/v1/ActionList';

export interface CreateApiKeyRequest {
  'name'?: (string);
  'scopes'?: ({[key: string]: _bms_identity_v1_ActionList});
  'expires_at'?: (string);
}

export interface CreateApiKeyRequest__Output {
  'name': (string);
  'scopes': ({[key: string]: _bms_identity_v1_ActionList__Output});
  'expires_at': (string);
}
