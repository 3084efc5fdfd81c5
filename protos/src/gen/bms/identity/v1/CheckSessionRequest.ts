// Original file: protos/bms/identity/v1/identity_auth.proto

import type { Long } from '@grpc/proto-loader';

export interface CheckSessionRequest {
  'token_id'?: (string);
  'user_id'?: (number | string | Long);
  'issued_at'?: (number | string | Long);
}

export interface CheckSessionRequest__Output {
  'token_id': (string);
  'user_id': (number);
  'issued_at': (number);
}
