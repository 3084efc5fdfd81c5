// Original file: protos/bms/content/v1/content.proto

import type { Long } from '@grpc/proto-loader';

export interface LeftMenuItemInput {
  'title'?: (string);
  'url'?: (string);
  'icon'?: (string);
  'position'?: (number | string | Long);
  'type'?: (string);
}

export interface LeftMenuItemInput__Output {
  'title': (string);
  'url': (string);
  'icon': (string);
  'position': (number);
  'type': (string);
}
