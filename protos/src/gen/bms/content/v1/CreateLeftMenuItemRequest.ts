// Original file: protos/bms/content/v1/content.proto

import type { LeftMenuItemInput as _bms_content_v1_LeftMenuItemInput, LeftMenuItemInput__Output as _bms_content_v1_LeftMenuItemInput__Output } from '../../../bms/content/v1/LeftMenuItemInput';

export interface CreateLeftMenuItemRequest {
  'input'?: (_bms_content_v1_LeftMenuItemInput | null);
}

export interface CreateLeftMenuItemRequest__Output {
  'input': (_bms_content_v1_LeftMenuItemInput__Output | null);
}
