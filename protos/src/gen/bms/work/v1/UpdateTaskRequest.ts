// Original file: protos/bms/work/v1/work_modules.proto

import type { TaskInput as _bms_work_v1_TaskInput, TaskInput__Output as _bms_work_v1_TaskInput__Output } from '../../../bms/work/v1/TaskInput';
import type { Long } from '@grpc/proto-loader';

export interface UpdateTaskRequest {
  'id'?: (number | string | Long);
  'input'?: (_bms_work_v1_TaskInput | null);
  'update_mask'?: (string)[];
}

export interface UpdateTaskRequest__Output {
  'id': (number);
  'input': (_bms_work_v1_TaskInput__Output | null);
  'update_mask': (string)[];
}
