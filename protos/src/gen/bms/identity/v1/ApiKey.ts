// Original file: protos/bms/identity/v1/identity.proto

import type { Long } from '@grpc/proto-loader';

export interface ApiKey {
  'id'?: (number | string | Long);
  'name'?: (string);
  'prefix'?: (string);
  'user_id'?: (number | string | Long);
  'created_at'?: (string);
  'last_used_at'?: (string);
  '_last_used_at'?: "last_used_at";
}

export interface ApiKey__Output {
  'id': (number);
  'name': (string);
  'prefix': (string);
  'user_id': (number);
  'created_at': (string);
  'last_used_at'?: (string);
}
