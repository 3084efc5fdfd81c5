// Original file: protos/bms/common/v1/common.proto

import type { Long } from '@grpc/proto-loader';

export interface PageMeta {
  'total'?: (number | string | Long);
  'current_page'?: (number | string | Long);
  'per_page'?: (number | string | Long);
}

export interface PageMeta__Output {
  'total': (number);
  'current_page': (number);
  'per_page': (number);
}
