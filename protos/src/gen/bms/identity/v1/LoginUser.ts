// Original file: protos/bms/identity/v1/identity_auth.proto

import type { Long } from '@grpc/proto-loader';

export interface LoginUser {
  'id'?: (number | string | Long);
  'first_name'?: (string);
  'last_name'?: (string);
  'email'?: (string);
  'user_type'?: (string);
  'is_admin'?: (number | string | Long);
  'status'?: (string);
}

export interface LoginUser__Output {
  'id': (number);
  'first_name': (string);
  'last_name': (string);
  'email': (string);
  'user_type': (string);
  'is_admin': (number);
  'status': (string);
}
