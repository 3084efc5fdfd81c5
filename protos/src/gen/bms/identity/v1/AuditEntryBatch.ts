// Original file: protos/bms/identity/v1/identity_audit.proto

import type { AuditEntry as _bms_identity_v1_AuditEntry, AuditEntry__Output as _bms_identity_v1_AuditEntry__Output } from '../../../bms/identity/v1/AuditEntry';

export interface AuditEntryBatch {
  'records'?: (_bms_identity_v1_AuditEntry)[];
}

export interface AuditEntryBatch__Output {
  'records': (_bms_identity_v1_AuditEntry__Output)[];
}
