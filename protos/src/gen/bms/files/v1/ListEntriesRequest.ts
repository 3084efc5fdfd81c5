// Original file: protos/bms/files/v1/files.proto

import type { Long } from '@grpc/proto-loader';

export interface ListEntriesRequest {
  'folder_id'?: (number | string | Long);
  'page'?: (number);
}

export interface ListEntriesRequest__Output {
  'folder_id': (number);
  'page': (number);
}
