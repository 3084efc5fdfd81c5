// Original file: protos/bms/identity/v1/identity_webhooks.proto

import type { WebhookDelivery as _bms_identity_v1_WebhookDelivery, WebhookDelivery__Output as _bms_identity_v1_WebhookDelivery__Output } from '../../../bms/identity/v1/WebhookDelivery';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface WebhookDeliveryList {
  'records'?: (_bms_identity_v1_WebhookDelivery)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface WebhookDeliveryList__Output {
  'records': (_bms_identity_v1_WebhookDelivery__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
