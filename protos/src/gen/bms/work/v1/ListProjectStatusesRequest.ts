// Original file: protos/bms/work/v1/work.proto

import type { Long } from '@grpc/proto-loader';

export interface ListProjectStatusesRequest {
  'search'?: (string);
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
}

export interface ListProjectStatusesRequest__Output {
  'search': (string);
  'page': (number);
  'limit': (number);
}
