// Original file: protos/bms/identity/v1/identity_webhooks.proto

import type { Long } from '@grpc/proto-loader';

export interface WebhookDelivery {
  'id'?: (number | string | Long);
  'webhook_id'?: (number | string | Long);
  'event_id'?: (string);
  'event_type'?: (string);
  'status'?: (string);
  'attempts'?: (number | string | Long);
  'last_response_code'?: (number | string | Long);
  'last_error'?: (string);
  'created_at'?: (string);
  'last_attempt_at'?: (string);
  'next_attempt_at'?: (string);
  'delivered_at'?: (string);
  'updated_at'?: (string);
  'deleted_at'?: (string);
  '_last_response_code'?: "last_response_code";
  '_last_error'?: "last_error";
  '_last_attempt_at'?: "last_attempt_at";
  '_next_attempt_at'?: "next_attempt_at";
  '_delivered_at'?: "delivered_at";
  '_deleted_at'?: "deleted_at";
}

export interface WebhookDelivery__Output {
  'id': (number);
  'webhook_id': (number);
  'event_id': (string);
  'event_type': (string);
  'status': (string);
  'attempts': (number);
  'last_response_code'?: (number);
  'last_error'?: (string);
  'created_at': (string);
  'last_attempt_at'?: (string);
  'next_attempt_at'?: (string);
  'delivered_at'?: (string);
  'updated_at': (string);
  'deleted_at'?: (string);
}
