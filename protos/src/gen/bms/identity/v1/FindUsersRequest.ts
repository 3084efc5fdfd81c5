// Original file: protos/bms/identity/v1/identity_users.proto

import type { Long } from '@grpc/proto-loader';

export interface FindUsersRequest {
  'ids'?: (number | string | Long)[];
}

export interface FindUsersRequest__Output {
  'ids': (number)[];
}
