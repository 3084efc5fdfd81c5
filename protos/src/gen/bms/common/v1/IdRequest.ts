// Original file: protos/bms/common/v1/common.proto

import type { Long } from '@grpc/proto-loader';

export interface IdRequest {
  'id'?: (number | string | Long);
}

export interface IdRequest__Output {
  'id': (number);
}
