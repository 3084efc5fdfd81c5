// Original file: protos/bms/files/v1/files.proto

import type { Entry as _bms_files_v1_Entry, Entry__Output as _bms_files_v1_Entry__Output } from '../../../bms/files/v1/Entry';

export interface EntryList {
  'records'?: (_bms_files_v1_Entry)[];
  'more'?: (boolean);
}

export interface EntryList__Output {
  'records': (_bms_files_v1_Entry__Output)[];
  'more': (boolean);
}
