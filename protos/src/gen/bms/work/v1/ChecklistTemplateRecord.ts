// Original file: protos/bms/work/v1/work_modules.proto

import type { ChecklistTemplate as _bms_work_v1_ChecklistTemplate, ChecklistTemplate__Output as _bms_work_v1_ChecklistTemplate__Output } from '../../../bms/work/v1/ChecklistTemplate';

export interface ChecklistTemplateRecord {
  'record'?: (_bms_work_v1_ChecklistTemplate | null);
}

export interface ChecklistTemplateRecord__Output {
  'record': (_bms_work_v1_ChecklistTemplate__Output | null);
}
