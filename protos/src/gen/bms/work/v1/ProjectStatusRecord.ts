// Original file: protos/bms/work/v1/work_modules.proto

import type { ProjectStatus as _bms_work_v1_ProjectStatus, ProjectStatus__Output as _bms_work_v1_ProjectStatus__Output } from '../../../bms/work/v1/ProjectStatus';

export interface ProjectStatusRecord {
  'record'?: (_bms_work_v1_ProjectStatus | null);
}

export interface ProjectStatusRecord__Output {
  'record': (_bms_work_v1_ProjectStatus__Output | null);
}
