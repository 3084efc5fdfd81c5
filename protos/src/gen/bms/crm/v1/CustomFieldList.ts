// Original file: protos/bms/crm/v1/crm_modules.proto

import type { CustomFieldSummary as _bms_crm_v1_CustomFieldSummary, CustomFieldSummary__Output as _bms_crm_v1_CustomFieldSummary__Output } from '../../../bms/crm/v1/CustomFieldSummary';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface CustomFieldList {
  'records'?: (_bms_crm_v1_CustomFieldSummary)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface CustomFieldList__Output {
  'records': (_bms_crm_v1_CustomFieldSummary__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
