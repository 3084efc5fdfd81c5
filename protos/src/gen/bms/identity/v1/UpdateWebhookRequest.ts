// Original file: protos/bms/identity/v1/identity_webhooks.proto

import type { WebhookInput as _bms_identity_v1_WebhookInput, WebhookInput__Output as _bms_identity_v1_WebhookInput__Output } from '../../../bms/identity/v1/WebhookInput';
import type { Long } from '@grpc/proto-loader';

export interface UpdateWebhookRequest {
  'id'?: (number | string | Long);
  'input'?: (_bms_identity_v1_WebhookInput | null);
  'update_mask'?: (string)[];
}

export interface UpdateWebhookRequest__Output {
  'id': (number);
  'input': (_bms_identity_v1_WebhookInput__Output | null);
  'update_mask': (string)[];
}
