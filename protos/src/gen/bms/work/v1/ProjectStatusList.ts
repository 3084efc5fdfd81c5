// Original file: protos/bms/work/v1/work_modules.proto

import type { ProjectStatusSummary as _bms_work_v1_ProjectStatusSummary, ProjectStatusSummary__Output as _bms_work_v1_ProjectStatusSummary__Output } from '../../../bms/work/v1/ProjectStatusSummary';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface ProjectStatusList {
  'records'?: (_bms_work_v1_ProjectStatusSummary)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface ProjectStatusList__Output {
  'records': (_bms_work_v1_ProjectStatusSummary__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
