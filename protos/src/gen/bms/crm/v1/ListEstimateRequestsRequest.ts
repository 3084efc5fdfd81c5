// Original file: protos/bms/crm/v1/crm.proto

import type { Long } from '@grpc/proto-loader';

export interface ListEstimateRequestsRequest {
  'search'?: (string);
  'form_id'?: (number | string | Long);
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
}

export interface ListEstimateRequestsRequest__Output {
  'search': (string);
  'form_id': (number);
  'page': (number);
  'limit': (number);
}
