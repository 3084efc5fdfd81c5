// Original file: protos/bms/content/v1/content.proto

import type { Page as _bms_content_v1_Page, Page__Output as _bms_content_v1_Page__Output } from '../../../bms/content/v1/Page';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface PageList {
  'records'?: (_bms_content_v1_Page)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface PageList__Output {
  'records': (_bms_content_v1_Page__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
