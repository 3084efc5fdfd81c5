// Original file: protos/bms/files/v1/files.proto

import type { Folder as _bms_files_v1_Folder, Folder__Output as _bms_files_v1_Folder__Output } from '../../../bms/files/v1/Folder';

export interface FolderRecord {
  'record'?: (_bms_files_v1_Folder | null);
}

export interface FolderRecord__Output {
  'record': (_bms_files_v1_Folder__Output | null);
}
