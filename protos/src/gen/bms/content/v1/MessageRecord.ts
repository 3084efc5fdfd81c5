// Original file: protos/bms/content/v1/content.proto

import type { Message as _bms_content_v1_Message, Message__Output as _bms_content_v1_Message__Output } from '../../../bms/content/v1/Message';

export interface MessageRecord {
  'record'?: (_bms_content_v1_Message | null);
}

export interface MessageRecord__Output {
  'record': (_bms_content_v1_Message__Output | null);
}
