// Original file: protos/bms/content/v1/content.proto

import type { MessageInput as _bms_content_v1_MessageInput, MessageInput__Output as _bms_content_v1_MessageInput__Output } from '../../../bms/content/v1/MessageInput';
import type { Long } from '@grpc/proto-loader';

export interface UpdateMessageRequest {
  'id'?: (number | string | Long);
  'input'?: (_bms_content_v1_MessageInput | null);
  'update_mask'?: (string)[];
}

export interface UpdateMessageRequest__Output {
  'id': (number);
  'input': (_bms_content_v1_MessageInput__Output | null);
  'update_mask': (string)[];
}
