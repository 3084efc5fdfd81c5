// Original file: protos/bms/identity/v1/identity_api_keys.proto

import type { ApiKey as _bms_identity_v1_ApiKey, ApiKey__Output as _bms_identity_v1_ApiKey__Output } from '../../../bms/identity/v1/ApiKey';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface ApiKeyList {
  'records'?: (_bms_identity_v1_ApiKey)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface ApiKeyList__Output {
  'records': (_bms_identity_v1_ApiKey__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
