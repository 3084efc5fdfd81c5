// Original file: protos/bms/identity/v1/identity_api_keys.proto

import type { Long } from '@grpc/proto-loader';

export interface RotateApiKeyRequest {
  'id'?: (number | string | Long);
  'grace_seconds'?: (number | string | Long);
  '_grace_seconds'?: "grace_seconds";
}

export interface RotateApiKeyRequest__Output {
  'id': (number);
  'grace_seconds'?: (number);
}
