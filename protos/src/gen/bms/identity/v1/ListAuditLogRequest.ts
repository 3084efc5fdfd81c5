// Original file: protos/bms/identity/v1/identity_audit.proto

import type { Long } from '@grpc/proto-loader';

export interface ListAuditLogRequest {
  'user_id'?: (number | string | Long);
  'api_key_id'?: (number | string | Long);
  'module'?: (string);
  'record_id'?: (number | string | Long);
  'from'?: (string);
  'to'?: (string);
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
}

export interface ListAuditLogRequest__Output {
  'user_id': (number);
  'api_key_id': (number);
  'module': (string);
  'record_id': (number);
  'from': (string);
  'to': (string);
  'page': (number);
  'limit': (number);
}
