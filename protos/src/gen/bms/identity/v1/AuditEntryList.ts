// Original file: protos/bms/identity/v1/identity_audit.proto

import type { AuditEntry as _bms_identity_v1_AuditEntry, AuditEntry__Output as _bms_identity_v1_AuditEntry__Output } from '../../../bms/identity/v1/AuditEntry';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface AuditEntryList {
  'records'?: (_bms_identity_v1_AuditEntry)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface AuditEntryList__Output {
  'records': (_bms_identity_v1_AuditEntry__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
