// Original file: protos/bms/identity/v1/identity.proto

import type { Long } from '@grpc/proto-loader';

export interface ListRolesRequest {
  'search'?: (string);
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
}

export interface ListRolesRequest__Output {
  'search': (string);
  'page': (number);
  'limit': (number);
}
