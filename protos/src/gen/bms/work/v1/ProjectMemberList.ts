// Original file: protos/bms/work/v1/work.proto

import type { ProjectMember as _bms_work_v1_ProjectMember, ProjectMember__Output as _bms_work_v1_ProjectMember__Output } from '../../../bms/work/v1/ProjectMember';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface ProjectMemberList {
  'records'?: (_bms_work_v1_ProjectMember)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface ProjectMemberList__Output {
  'records': (_bms_work_v1_ProjectMember__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
