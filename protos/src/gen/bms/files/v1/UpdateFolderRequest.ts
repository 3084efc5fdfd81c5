// Original file: protos/bms/files/v1/files.proto

import type { FolderInput as _bms_files_v1_FolderInput, FolderInput__Output as _bms_files_v1_FolderInput__Output } from '../../../bms/files/v1/FolderInput';
import type { Long } from '@grpc/proto-loader';

export interface UpdateFolderRequest {
  'id'?: (number | string | Long);
  'input'?: (_bms_files_v1_FolderInput | null);
  'update_mask'?: (string)[];
}

export interface UpdateFolderRequest__Output {
  'id': (number);
  'input': (_bms_files_v1_FolderInput__Output | null);
  'update_mask': (string)[];
}
