// Original file: protos/bms/identity/v1/identity_courier.proto

import type { Long } from '@grpc/proto-loader';

export interface CourierMessage {
  'id'?: (number | string | Long);
  'channel'?: (string);
  'to'?: (string);
  'template'?: (string);
  'language'?: (string);
  'status'?: (string);
  'attempts'?: (number | string | Long);
  'last_error'?: (string);
  'created_at'?: (string);
  'last_attempt_at'?: (string);
  'next_attempt_at'?: (string);
  'sent_at'?: (string);
  'expires_at'?: (string);
  'updated_at'?: (string);
  'deleted_at'?: (string);
  '_last_error'?: "last_error";
  '_last_attempt_at'?: "last_attempt_at";
  '_next_attempt_at'?: "next_attempt_at";
  '_sent_at'?: "sent_at";
  '_expires_at'?: "expires_at";
  '_deleted_at'?: "deleted_at";
}

export interface CourierMessage__Output {
  'id': (number);
  'channel': (string);
  'to': (string);
  'template': (string);
  'language': (string);
  'status': (string);
  'attempts': (number);
  'last_error'?: (string);
  'created_at': (string);
  'last_attempt_at'?: (string);
  'next_attempt_at'?: (string);
  'sent_at'?: (string);
  'expires_at'?: (string);
  'updated_at': (string);
  'deleted_at'?: (string);
}
