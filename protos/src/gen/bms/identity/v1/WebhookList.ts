// Original file: protos/bms/identity/v1/identity_webhooks.proto

import type { Webhook as _bms_identity_v1_Webhook, Webhook__Output as _bms_identity_v1_Webhook__Output } from '../../../bms/identity/v1/Webhook';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface WebhookList {
  'records'?: (_bms_identity_v1_Webhook)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface WebhookList__Output {
  'records': (_bms_identity_v1_Webhook__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
