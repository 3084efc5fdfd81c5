// Original file: protos/bms/content/v1/content_modules.proto

import type { PageSummary as _bms_content_v1_PageSummary, PageSummary__Output as _bms_content_v1_PageSummary__Output } from '../../../bms/content/v1/PageSummary';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface PageList {
  'records'?: (_bms_content_v1_PageSummary)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface PageList__Output {
  'records': (_bms_content_v1_PageSummary__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
