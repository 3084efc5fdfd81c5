// Original file: protos/bms/content/v1/content.proto

import type { Announcement as _bms_content_v1_Announcement, Announcement__Output as _bms_content_v1_Announcement__Output } from '../../../bms/content/v1/Announcement';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface AnnouncementList {
  'records'?: (_bms_content_v1_Announcement)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface AnnouncementList__Output {
  'records': (_bms_content_v1_Announcement__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
