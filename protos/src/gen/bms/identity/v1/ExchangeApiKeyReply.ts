// Original file: protos/bms/identity/v1/identity_auth.proto

import type { Long } from '@grpc/proto-loader';

export interface ExchangeApiKeyReply {
  'token'?: (string);
  'expires_in'?: (number | string | Long);
}

export interface ExchangeApiKeyReply__Output {
  'token': (string);
  'expires_in': (number);
}
