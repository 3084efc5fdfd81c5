// Original file: protos/bms/work/v1/work_modules.proto

import type { Task as _bms_work_v1_Task, Task__Output as _bms_work_v1_Task__Output } from '../../../bms/work/v1/Task';

export interface TaskRecord {
  'record'?: (_bms_work_v1_Task | null);
}

export interface TaskRecord__Output {
  'record': (_bms_work_v1_Task__Output | null);
}
