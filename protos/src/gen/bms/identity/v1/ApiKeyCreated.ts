// Original file: protos/bms/identity/v1/identity_api_keys.proto

import type { ApiKey as _bms_identity_v1_ApiKey, ApiKey__Output as _bms_identity_v1_ApiKey__Output } from '../../../bms/identity/v1/ApiKey';

export interface ApiKeyCreated {
  'record'?: (_bms_identity_v1_ApiKey | null);
  'key'?: (string);
}

export interface ApiKeyCreated__Output {
  'record': (_bms_identity_v1_ApiKey__Output | null);
  'key': (string);
}
