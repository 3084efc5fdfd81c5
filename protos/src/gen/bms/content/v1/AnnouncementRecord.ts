// Original file: protos/bms/content/v1/content_modules.proto

import type { Announcement as _bms_content_v1_Announcement, Announcement__Output as _bms_content_v1_Announcement__Output } from '../../../bms/content/v1/Announcement';

export interface AnnouncementRecord {
  'record'?: (_bms_content_v1_Announcement | null);
}

export interface AnnouncementRecord__Output {
  'record': (_bms_content_v1_Announcement__Output | null);
}
