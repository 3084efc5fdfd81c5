// Original file: protos/bms/identity/v1/identity_users.proto

import type { Long } from '@grpc/proto-loader';

export interface TeamMemberInput {
  'first_name'?: (string);
  'last_name'?: (string);
  'email'?: (string);
  'password'?: (string);
  'role_id'?: (number | string | Long);
  'job_title'?: (string);
  'phone'?: (string);
  'language'?: (string);
  'status'?: (string);
  'user_type'?: (string);
}

export interface TeamMemberInput__Output {
  'first_name': (string);
  'last_name': (string);
  'email': (string);
  'password': (string);
  'role_id': (number);
  'job_title': (string);
  'phone': (string);
  'language': (string);
  'status': (string);
  'user_type': (string);
}
