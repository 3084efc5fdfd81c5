// Original file: protos/bms/work/v1/work_modules.proto

import type { ChecklistTemplateInput as _bms_work_v1_ChecklistTemplateInput, ChecklistTemplateInput__Output as _bms_work_v1_ChecklistTemplateInput__Output } from '../../../bms/work/v1/ChecklistTemplateInput';
import type { Long } from '@grpc/proto-loader';

export interface UpdateChecklistTemplateRequest {
  'id'?: (number | string | Long);
  'input'?: (_bms_work_v1_ChecklistTemplateInput | null);
  'update_mask'?: (string)[];
}

export interface UpdateChecklistTemplateRequest__Output {
  'id': (number);
  'input': (_bms_work_v1_ChecklistTemplateInput__Output | null);
  'update_mask': (string)[];
}
