// Original file: protos/bms/content/v1/content_modules.proto

import type { AnnouncementInput as _bms_content_v1_AnnouncementInput, AnnouncementInput__Output as _bms_content_v1_AnnouncementInput__Output } from '../../../bms/content/v1/AnnouncementInput';

export interface CreateAnnouncementRequest {
  'input'?: (_bms_content_v1_AnnouncementInput | null);
}

export interface CreateAnnouncementRequest__Output {
  'input': (_bms_content_v1_AnnouncementInput__Output | null);
}
