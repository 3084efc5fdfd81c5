// Original file: protos/bms/work/v1/work.proto

import type { ProjectStatus as _bms_work_v1_ProjectStatus, ProjectStatus__Output as _bms_work_v1_ProjectStatus__Output } from '../../../bms/work/v1/ProjectStatus';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface ProjectStatusList {
  'records'?: (_bms_work_v1_ProjectStatus)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface ProjectStatusList__Output {
  'records': (_bms_work_v1_ProjectStatus__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
