// Original file: protos/bms/work/v1/work_modules.proto

import type { ProjectMemberSummary as _bms_work_v1_ProjectMemberSummary, ProjectMemberSummary__Output as _bms_work_v1_ProjectMemberSummary__Output } from '../../../bms/work/v1/ProjectMemberSummary';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface ProjectMemberList {
  'records'?: (_bms_work_v1_ProjectMemberSummary)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface ProjectMemberList__Output {
  'records': (_bms_work_v1_ProjectMemberSummary__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
