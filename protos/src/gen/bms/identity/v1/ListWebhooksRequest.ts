// Original file: protos/bms/identity/v1/identity.proto

import type { Long } from '@grpc/proto-loader';

export interface ListWebhooksRequest {
  'active'?: (string);
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
}

export interface ListWebhooksRequest__Output {
  'active': (string);
  'page': (number);
  'limit': (number);
}
