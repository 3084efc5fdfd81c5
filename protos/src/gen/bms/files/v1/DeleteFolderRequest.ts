// Original file: protos/bms/files/v1/files.proto

import type { Long } from '@grpc/proto-loader';

export interface DeleteFolderRequest {
  'id'?: (number | string | Long);
  'recursive'?: (boolean);
}

export interface DeleteFolderRequest__Output {
  'id': (number);
  'recursive': (boolean);
}
