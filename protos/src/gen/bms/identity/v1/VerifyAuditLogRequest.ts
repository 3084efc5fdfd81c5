// Original file: protos/bms/identity/v1/identity_audit.proto

import type { Long } from '@grpc/proto-loader';

export interface VerifyAuditLogRequest {
  'after'?: (number | string | Long);
  'limit'?: (number | string | Long);
}

export interface VerifyAuditLogRequest__Output {
  'after': (number);
  'limit': (number);
}
