// Original file: protos/bms/work/v1/work_modules.proto

import type { TaskSummary as _bms_work_v1_TaskSummary, TaskSummary__Output as _bms_work_v1_TaskSummary__Output } from '../../../bms/work/v1/TaskSummary';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface TaskList {
  'records'?: (_bms_work_v1_TaskSummary)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface TaskList__Output {
  'records': (_bms_work_v1_TaskSummary__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
