// Original file: protos/bms/content/v1/content.proto

import type { LeftMenuItem as _bms_content_v1_LeftMenuItem, LeftMenuItem__Output as _bms_content_v1_LeftMenuItem__Output } from '../../../bms/content/v1/LeftMenuItem';

export interface LeftMenuItemRecord {
  'record'?: (_bms_content_v1_LeftMenuItem | null);
}

export interface LeftMenuItemRecord__Output {
  'record': (_bms_content_v1_LeftMenuItem__Output | null);
}
