// Original file: protos/bms/identity/v1/identity_audit.proto

import type { AuditBreak as _bms_identity_v1_AuditBreak, AuditBreak__Output as _bms_identity_v1_AuditBreak__Output } from '../../../bms/identity/v1/AuditBreak';
import type { Long } from '@grpc/proto-loader';

export interface AuditVerification {
  'ok'?: (boolean);
  'checked'?: (number | string | Long);
  'first_id'?: (number | string | Long);
  'last_id'?: (number | string | Long);
  'next_after'?: (number | string | Long);
  'head_id'?: (number | string | Long);
  'head_hash'?: (string);
  'pruned_through'?: (number | string | Long);
  'broken'?: (_bms_identity_v1_AuditBreak | null);
  '_first_id'?: "first_id";
  '_last_id'?: "last_id";
  '_next_after'?: "next_after";
  '_broken'?: "broken";
}

export interface AuditVerification__Output {
  'ok': (boolean);
  'checked': (number);
  'first_id'?: (number);
  'last_id'?: (number);
  'next_after'?: (number);
  'head_id': (number);
  'head_hash': (string);
  'pruned_through': (number);
  'broken'?: (_bms_identity_v1_AuditBreak__Output | null);
}
