// Original file: protos/bms/content/v1/content_modules.proto

import type { AnnouncementSummary as _bms_content_v1_AnnouncementSummary, AnnouncementSummary__Output as _bms_content_v1_AnnouncementSummary__Output } from '../../../bms/content/v1/AnnouncementSummary';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface AnnouncementList {
  'records'?: (_bms_content_v1_AnnouncementSummary)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface AnnouncementList__Output {
  'records': (_bms_content_v1_AnnouncementSummary__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
