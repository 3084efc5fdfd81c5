// Original file: protos/bms/identity/v1/identity_audit.proto

import type { Long } from '@grpc/proto-loader';

export interface ExportAuditLogRequest {
  'from'?: (string);
  'to'?: (string);
  'after_id'?: (number | string | Long);
  'limit'?: (number | string | Long);
}

export interface ExportAuditLogRequest__Output {
  'from': (string);
  'to': (string);
  'after_id': (number);
  'limit': (number);
}
