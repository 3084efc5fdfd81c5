// Original file: protos/bms/identity/v1/identity_webhooks.proto

import type { WebhookDelivery as _bms_identity_v1_WebhookDelivery, WebhookDelivery__Output as _bms_identity_v1_WebhookDelivery__Output } from '../../../bms/identity/v1/WebhookDelivery';

export interface WebhookDeliveryRecord {
  'record'?: (_bms_identity_v1_WebhookDelivery | null);
}

export interface WebhookDeliveryRecord__Output {
  'record': (_bms_identity_v1_WebhookDelivery__Output | null);
}
