// Original file: protos/bms/content/v1/content.proto

import type { MessageInput as _bms_content_v1_MessageInput, MessageInput__Output as _bms_content_v1_MessageInput__Output } from '../../../bms/content/v1/MessageInput';

export interface CreateMessageRequest {
  'input'?: (_bms_content_v1_MessageInput | null);
}

export interface CreateMessageRequest__Output {
  'input': (_bms_content_v1_MessageInput__Output | null);
}
