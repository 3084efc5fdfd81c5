// Original file: protos/bms/content/v1/content_modules.proto

import type { PageInput as _bms_content_v1_PageInput, PageInput__Output as _bms_content_v1_PageInput__Output } from '../../../bms/content/v1/PageInput';
import type { Long } from '@grpc/proto-loader';

export interface UpdatePageRequest {
  'id'?: (number | string | Long);
  'input'?: (_bms_content_v1_PageInput | null);
  'update_mask'?: (string)[];
}

export interface UpdatePageRequest__Output {
  'id': (number);
  'input': (_bms_content_v1_PageInput__Output | null);
  'update_mask': (string)[];
}
