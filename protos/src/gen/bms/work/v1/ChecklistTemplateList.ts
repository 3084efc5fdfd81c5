// Original file: protos/bms/work/v1/work_modules.proto

import type { ChecklistTemplateSummary as _bms_work_v1_ChecklistTemplateSummary, ChecklistTemplateSummary__Output as _bms_work_v1_ChecklistTemplateSummary__Output } from '../../../bms/work/v1/ChecklistTemplateSummary';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface ChecklistTemplateList {
  'records'?: (_bms_work_v1_ChecklistTemplateSummary)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface ChecklistTemplateList__Output {
  'records': (_bms_work_v1_ChecklistTemplateSummary__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
