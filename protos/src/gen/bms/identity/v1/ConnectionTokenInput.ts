// Original file: protos/bms/identity/v1/identity_connections.proto

import type { Long } from '@grpc/proto-loader';

export interface ConnectionTokenInput {
  'code'?: (string);
  'state'?: (string);
  'access_token'?: (string);
  'refresh_token'?: (string);
  'expires_in'?: (number | string | Long);
}

export interface ConnectionTokenInput__Output {
  'code': (string);
  'state': (string);
  'access_token': (string);
  'refresh_token': (string);
  'expires_in': (number);
}
