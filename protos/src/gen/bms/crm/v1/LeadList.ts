// Original file: protos/bms/crm/v1/crm_modules.proto

import type { LeadSummary as _bms_crm_v1_LeadSummary, LeadSummary__Output as _bms_crm_v1_LeadSummary__Output } from '../../../bms/crm/v1/LeadSummary';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface LeadList {
  'records'?: (_bms_crm_v1_LeadSummary)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface LeadList__Output {
  'records': (_bms_crm_v1_LeadSummary__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
