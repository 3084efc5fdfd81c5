// Original file: protos/bms/content/v1/content.proto

import type { Message as _bms_content_v1_Message, Message__Output as _bms_content_v1_Message__Output } from '../../../bms/content/v1/Message';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface MessageList {
  'records'?: (_bms_content_v1_Message)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface MessageList__Output {
  'records': (_bms_content_v1_Message__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
