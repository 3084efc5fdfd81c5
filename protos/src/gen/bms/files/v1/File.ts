// Original file: protos/bms/files/v1/files.proto

import type { Long } from '@grpc/proto-loader';

export interface File {
  'id'?: (number | string | Long);
  'name'?: (string);
  'size'?: (number | string | Long);
  'content_type'?: (string);
  'folder_id'?: (number | string | Long);
  'uploaded_by'?: (number | string | Long);
  'created_at'?: (string);
  'sha256'?: (string);
  'download_url'?: (string);
  '_folder_id'?: "folder_id";
}

export interface File__Output {
  'id': (number);
  'name': (string);
  'size': (number);
  'content_type': (string);
  'folder_id'?: (number);
  'uploaded_by': (number);
  'created_at': (string);
  'sha256': (string);
  'download_url': (string);
}
