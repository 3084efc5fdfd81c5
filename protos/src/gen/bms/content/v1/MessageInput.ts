// Original file: protos/bms/content/v1/content.proto

import type { Long } from '@grpc/proto-loader';

export interface MessageInput {
  'to_user_id'?: (number | string | Long);
  'to_user_ids'?: (number | string | Long)[];
  'subject'?: (string);
  'body'?: (string);
}

export interface MessageInput__Output {
  'to_user_id': (number);
  'to_user_ids': (number)[];
  'subject': (string);
  'body': (string);
}
