// Original file: protos/bms/work/v1/work_modules.proto

import type { TaskInput as _bms_work_v1_TaskInput, TaskInput__Output as _bms_work_v1_TaskInput__Output } from '../../../bms/work/v1/TaskInput';

export interface CreateTaskRequest {
  'input'?: (_bms_work_v1_TaskInput | null);
}

export interface CreateTaskRequest__Output {
  'input': (_bms_work_v1_TaskInput__Output | null);
}
