// Original file: protos/bms/billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface ListItemCategoriesRequest {
  'search'?: (string);
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
}

export interface ListItemCategoriesRequest__Output {
  'search': (string);
  'page': (number);
  'limit': (number);
}
