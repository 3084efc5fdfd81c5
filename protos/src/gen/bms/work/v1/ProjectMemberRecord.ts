// Original file: protos/bms/work/v1/work_modules.proto

import type { ProjectMember as _bms_work_v1_ProjectMember, ProjectMember__Output as _bms_work_v1_ProjectMember__Output } from '../../../bms/work/v1/ProjectMember';

export interface ProjectMemberRecord {
  'record'?: (_bms_work_v1_ProjectMember | null);
}

export interface ProjectMemberRecord__Output {
  'record': (_bms_work_v1_ProjectMember__Output | null);
}
