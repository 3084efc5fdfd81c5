// Original file: protos/bms/files/v1/files.proto

import type { Long } from '@grpc/proto-loader';

export interface Folder {
  'id'?: (number | string | Long);
  'name'?: (string);
  'parent_id'?: (number | string | Long);
  'created_by'?: (number | string | Long);
  'created_at'?: (string);
  'updated_at'?: (string);
  '_parent_id'?: "parent_id";
}

export interface Folder__Output {
  'id': (number);
  'name': (string);
  'parent_id'?: (number);
  'created_by': (number);
  'created_at': (string);
  'updated_at': (string);
}
