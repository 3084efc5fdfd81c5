// Original file: protos/bms/content/v1/content_modules.proto

import type { PageInput as _bms_content_v1_PageInput, PageInput__Output as _bms_content_v1_PageInput__Output } from '../../../bms/content/v1/PageInput';

export interface CreatePageRequest {
  'input'?: (_bms_content_v1_PageInput | null);
}

export interface CreatePageRequest__Output {
  'input': (_bms_content_v1_PageInput__Output | null);
}
