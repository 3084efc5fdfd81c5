// Original file: protos/bms/content/v1/content.proto

import type { Long } from '@grpc/proto-loader';

export interface ListMessagesRequest {
  'box'?: (string);
  'unread'?: (boolean);
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
}

export interface ListMessagesRequest__Output {
  'box': (string);
  'unread': (boolean);
  'page': (number);
  'limit': (number);
}
