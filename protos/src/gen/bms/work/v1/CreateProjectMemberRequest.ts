// Original file: protos/bms/work/v1/work_modules.proto

import type { ProjectMemberInput as _bms_work_v1_ProjectMemberInput, ProjectMemberInput__Output as _bms_work_v1_ProjectMemberInput__Output } from '../../../bms/work/v1/ProjectMemberInput';

export interface CreateProjectMemberRequest {
  'input'?: (_bms_work_v1_ProjectMemberInput | null);
}

export interface CreateProjectMemberRequest__Output {
  'input': (_bms_work_v1_ProjectMemberInput__Output | null);
}
