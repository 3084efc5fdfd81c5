// Original file: protos/bms/identity/v1/identity_webhooks.proto

import type { Webhook as _bms_identity_v1_Webhook, Webhook__Output as _bms_identity_v1_Webhook__Output } from '../../../bms/identity/v1/Webhook';

export interface WebhookCreated {
  'record'?: (_bms_identity_v1_Webhook | null);
  'secret'?: (string);
}

export interface WebhookCreated__Output {
  'record': (_bms_identity_v1_Webhook__Output | null);
  'secret': (string);
}
