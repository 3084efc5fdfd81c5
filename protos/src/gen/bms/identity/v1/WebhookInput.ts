// Original file: protos/bms/identity/v1/identity_webhooks.proto


export interface WebhookInput {
  'url'?: (string);
  'events'?: (string)[];
  'secret'?: (string);
  'active'?: (boolean);
  'description'?: (string);
  '_active'?: "active";
}

export interface WebhookInput__Output {
  'url': (string);
  'events': (string)[];
  'secret': (string);
  'active'?: (boolean);
  'description': (string);
}
