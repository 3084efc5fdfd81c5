// Original file: protos/bms/identity/v1/identity_users.proto

import type { Long } from '@grpc/proto-loader';

export interface User {
  'id'?: (number | string | Long);
  'first_name'?: (string);
  'last_name'?: (string);
  'email'?: (string);
  'user_type'?: (string);
  'is_admin'?: (number | string | Long);
  'status'?: (string);
  'role_id'?: (number | string | Long);
  'job_title'?: (string);
  'phone'?: (string);
  'image'?: (string);
  'language'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'deleted_at'?: (string);
  '_image'?: "image";
  '_deleted_at'?: "deleted_at";
}

export interface User__Output {
  'id': (number);
  'first_name': (string);
  'last_name': (string);
  'email': (string);
  'user_type': (string);
  'is_admin': (number);
  'status': (string);
  'role_id': (number);
  'job_title': (string);
  'phone': (string);
  'image'?: (string);
  'language': (string);
  'created_at': (string);
  'updated_at': (string);
  'deleted_at'?: (string);
}
