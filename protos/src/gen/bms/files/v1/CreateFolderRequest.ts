// Original file: protos/bms/files/v1/files.proto

import type { FolderInput as _bms_files_v1_FolderInput, FolderInput__Output as _bms_files_v1_FolderInput__Output } from '../../../bms/files/v1/FolderInput';

export interface CreateFolderRequest {
  'input'?: (_bms_files_v1_FolderInput | null);
}

export interface CreateFolderRequest__Output {
  'input': (_bms_files_v1_FolderInput__Output | null);
}
