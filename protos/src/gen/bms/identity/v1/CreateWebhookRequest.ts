// Original file: protos/bms/identity/v1/identity_webhooks.proto

import type { WebhookInput as _bms_identity_v1_WebhookInput, WebhookInput__Output as _bms_identity_v1_WebhookInput__Output } from '../../../bms/identity/v1/WebhookInput';

export interface CreateWebhookRequest {
  'input'?: (_bms_identity_v1_WebhookInput | null);
}

export interface CreateWebhookRequest__Output {
  'input': (_bms_identity_v1_WebhookInput__Output | null);
}
