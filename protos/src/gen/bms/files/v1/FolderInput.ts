// Original file: protos/bms/files/v1/files.proto

import type { Long } from '@grpc/proto-loader';

export interface FolderInput {
  'name'?: (string);
  'parent_id'?: (number | string | Long);
}

export interface FolderInput__Output {
  'name': (string);
  'parent_id': (number);
}
