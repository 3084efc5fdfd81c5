// Original file: protos/bms/identity/v1/identity.proto

import type { Long } from '@grpc/proto-loader';

export interface ListApiKeysRequest {
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
}

export interface ListApiKeysRequest__Output {
  'page': (number);
  'limit': (number);
}
