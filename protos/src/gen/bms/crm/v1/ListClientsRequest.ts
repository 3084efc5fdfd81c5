// Original file: protos/bms/crm/v1/crm.proto

import type { Long } from '@grpc/proto-loader';

export interface ListClientsRequest {
  'search'?: (string);
  'status'?: (string);
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
}

export interface ListClientsRequest__Output {
  'search': (string);
  'status': (string);
  'page': (number);
  'limit': (number);
}
