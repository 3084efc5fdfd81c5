// Original file: protos/bms/work/v1/work_modules.proto

import type { ProjectStatusInput as _bms_work_v1_ProjectStatusInput, ProjectStatusInput__Output as _bms_work_v1_ProjectStatusInput__Output } from '../../../bms/work/v1/ProjectStatusInput';

export interface CreateProjectStatusRequest {
  'input'?: (_bms_work_v1_ProjectStatusInput | null);
}

export interface CreateProjectStatusRequest__Output {
  'input': (_bms_work_v1_ProjectStatusInput__Output | null);
}
