// Original file: protos/bms/content/v1/content_modules.proto

import type { Page as _bms_content_v1_Page, Page__Output as _bms_content_v1_Page__Output } from '../../../bms/content/v1/Page';

export interface PageRecord {
  'record'?: (_bms_content_v1_Page | null);
}

export interface PageRecord__Output {
  'record': (_bms_content_v1_Page__Output | null);
}
