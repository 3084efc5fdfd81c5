// Original file: protos/bms/work/v1/work_modules.proto

import type { ChecklistTemplateInput as _bms_work_v1_ChecklistTemplateInput, ChecklistTemplateInput__Output as _bms_work_v1_ChecklistTemplateInput__Output } from '../../../bms/work/v1/ChecklistTemplateInput';

export interface CreateChecklistTemplateRequest {
  'input'?: (_bms_work_v1_ChecklistTemplateInput | null);
}

export interface CreateChecklistTemplateRequest__Output {
  'input': (_bms_work_v1_ChecklistTemplateInput__Output | null);
}
