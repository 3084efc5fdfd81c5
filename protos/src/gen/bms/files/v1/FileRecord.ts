// Original file: protos/bms/files/v1/files.proto

import type { File as _bms_files_v1_File, File__Output as _bms_files_v1_File__Output } from '../../../bms/files/v1/File';

export interface FileRecord {
  'record'?: (_bms_files_v1_File | null);
}

export interface FileRecord__Output {
  'record': (_bms_files_v1_File__Output | null);
}
