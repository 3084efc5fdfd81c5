// Original file: protos/bms/billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface ListInvoicesRequest {
  'status'?: (string);
  'client_id'?: (number | string | Long);
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
}

export interface ListInvoicesRequest__Output {
  'status': (string);
  'client_id': (number);
  'page': (number);
  'limit': (number);
}
