// Original file: protos/bms/identity/v1/identity_audit.proto

import type { Long } from '@grpc/proto-loader';

export interface AuditBreak {
  'id'?: (number | string | Long);
  'reason'?: (string);
}

export interface AuditBreak__Output {
  'id': (number);
  'reason': (string);
}
