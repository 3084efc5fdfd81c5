// Original file: protos/bms/crm/v1/crm.proto

import type { Long } from '@grpc/proto-loader';

export interface ListLeadsRequest {
  'search'?: (string);
  'status'?: (string);
  'source'?: (string);
  'owner_id'?: (number | string | Long);
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
}

export interface ListLeadsRequest__Output {
  'search': (string);
  'status': (string);
  'source': (string);
  'owner_id': (number);
  'page': (number);
  'limit': (number);
}
