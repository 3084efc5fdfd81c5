// Original file: protos/bms/content/v1/content.proto

import type { Long } from '@grpc/proto-loader';

export interface ListPagesRequest {
  'search'?: (string);
  'status'?: (string);
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
}

export interface ListPagesRequest__Output {
  'search': (string);
  'status': (string);
  'page': (number);
  'limit': (number);
}
