// Original file: protos/bms/work/v1/work.proto

import type { ChecklistTemplate as _bms_work_v1_ChecklistTemplate, ChecklistTemplate__Output as _bms_work_v1_ChecklistTemplate__Output } from '../../../bms/work/v1/ChecklistTemplate';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface ChecklistTemplateList {
  'records'?: (_bms_work_v1_ChecklistTemplate)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface ChecklistTemplateList__Output {
  'records': (_bms_work_v1_ChecklistTemplate__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
