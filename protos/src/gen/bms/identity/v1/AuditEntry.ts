// Original file: protos/bms/identity/v1/identity_audit.proto

import type { Long } from '@grpc/proto-loader';

export interface AuditEntry {
  'id'?: (number | string | Long);
  'event_id'?: (string);
  'occurred_at'?: (string);
  'recorded_at'?: (string);
  'module'?: (string);
  'record_id'?: (number | string | Long);
  'action'?: (string);
  'version'?: (number | string | Long);
  'user_id'?: (number | string | Long);
  'api_key_id'?: (number | string | Long);
  'address'?: (string);
  'request_id'?: (string);
  'changes_json'?: (string);
  'prev_hash'?: (string);
  'hash'?: (string);
  '_record_id'?: "record_id";
  '_version'?: "version";
  '_api_key_id'?: "api_key_id";
  '_address'?: "address";
  '_request_id'?: "request_id";
}

export interface AuditEntry__Output {
  'id': (number);
  'event_id': (string);
  'occurred_at': (string);
  'recorded_at': (string);
  'module': (string);
  'record_id'?: (number);
  'action': (string);
  'version'?: (number);
  'user_id': (number);
  'api_key_id'?: (number);
  'address'?: (string);
  'request_id'?: (string);
  'changes_json': (string);
  'prev_hash': (string);
  'hash': (string);
}
