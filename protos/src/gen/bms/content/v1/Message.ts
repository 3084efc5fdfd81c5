// Original file: protos/bms/content/v1/content.proto

import type { Long } from '@grpc/proto-loader';

export interface Message {
  'id'?: (number | string | Long);
  'from_user_id'?: (number | string | Long);
  'to_user_ids'?: (number | string | Long)[];
  'subject'?: (string);
  'body'?: (string);
  'read'?: (boolean);
  'read_by'?: (number | string | Long)[];
  'created_at'?: (string);
  'updated_at'?: (string);
  'deleted_at'?: (string);
  '_deleted_at'?: "deleted_at";
}

export interface Message__Output {
  'id': (number);
  'from_user_id': (number);
  'to_user_ids': (number)[];
  'subject': (string);
  'body': (string);
  'read': (boolean);
  'read_by': (number)[];
  'created_at': (string);
  'updated_at': (string);
  'deleted_at'?: (string);
}
