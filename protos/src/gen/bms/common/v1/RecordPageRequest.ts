// Original file: protos/bms/common/v1/events.proto

import type { Long } from '@grpc/proto-loader';

export interface RecordPageRequest {
  'entity'?: (string);
  'after_id'?: (number | string | Long);
  'limit'?: (number);
}

export interface RecordPageRequest__Output {
  'entity': (string);
  'after_id': (number);
  'limit': (number);
}
