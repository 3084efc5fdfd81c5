// Original file: protos/bms/identity/v1/identity_webhooks.proto

import type { Long } from '@grpc/proto-loader';

export interface Webhook {
  'id'?: (number | string | Long);
  'url'?: (string);
  'events'?: (string)[];
  'active'?: (boolean);
  'description'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'deleted_at'?: (string);
  '_deleted_at'?: "deleted_at";
}

export interface Webhook__Output {
  'id': (number);
  'url': (string);
  'events': (string)[];
  'active': (boolean);
  'description': (string);
  'created_at': (string);
  'updated_at': (string);
  'deleted_at'?: (string);
}
