// Original file: protos/bms/identity/v1/identity.proto

import type { Long } from '@grpc/proto-loader';

export interface ListWebhookDeliveriesRequest {
  'webhook_id'?: (number | string | Long);
  'status'?: (string);
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
}

export interface ListWebhookDeliveriesRequest__Output {
  'webhook_id': (number);
  'status': (string);
  'page': (number);
  'limit': (number);
}
