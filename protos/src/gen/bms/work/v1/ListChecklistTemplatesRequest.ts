// Original file: protos/bms/work/v1/work.proto

import type { Long } from '@grpc/proto-loader';

export interface ListChecklistTemplatesRequest {
  'search'?: (string);
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
}

export interface ListChecklistTemplatesRequest__Output {
  'search': (string);
  'page': (number);
  'limit': (number);
}
