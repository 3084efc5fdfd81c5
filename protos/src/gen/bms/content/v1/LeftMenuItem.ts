// Original file: protos/bms/content/v1/content.proto

import type { Long } from '@grpc/proto-loader';

export interface LeftMenuItem {
  'id'?: (number | string | Long);
  'title'?: (string);
  'url'?: (string);
  'icon'?: (string);
  'position'?: (number | string | Long);
  'type'?: (string);
}

export interface LeftMenuItem__Output {
  'id': (number);
  'title': (string);
  'url': (string);
  'icon': (string);
  'position': (number);
  'type': (string);
}
