// Original file: protos/bms/crm/v1/crm.proto

import type { Long } from '@grpc/proto-loader';

export interface ListOrdersRequest {
  'search'?: (string);
  'status'?: (string);
  'client_id'?: (number | string | Long);
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
}

export interface ListOrdersRequest__Output {
  'search': (string);
  'status': (string);
  'client_id': (number);
  'page': (number);
  'limit': (number);
}
