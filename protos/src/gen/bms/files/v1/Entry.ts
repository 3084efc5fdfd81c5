// Original file: protos/bms/files/v1/files.proto

import type { Long } from '@grpc/proto-loader';

export interface Entry {
  'id'?: (number | string | Long);
  'type'?: (string);
  'name'?: (string);
  'folder_id'?: (number | string | Long);
  'size'?: (number | string | Long);
  'content_type'?: (string);
  'sha256'?: (string);
  'created_by'?: (number | string | Long);
  'created_at'?: (string);
  '_folder_id'?: "folder_id";
  '_size'?: "size";
  '_content_type'?: "content_type";
  '_sha256'?: "sha256";
}

export interface Entry__Output {
  'id': (number);
  'type': (string);
  'name': (string);
  'folder_id'?: (number);
  'size'?: (number);
  'content_type'?: (string);
  'sha256'?: (string);
  'created_by': (number);
  'created_at': (string);
}
