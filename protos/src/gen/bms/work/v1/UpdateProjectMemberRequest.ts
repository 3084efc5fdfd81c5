// Original file: protos/bms/work/v1/work_modules.proto

import type { ProjectMemberInput as _bms_work_v1_ProjectMemberInput, ProjectMemberInput__Output as _bms_work_v1_ProjectMemberInput__Output } from '../../../bms/work/v1/ProjectMemberInput';
import type { Long } from '@grpc/proto-loader';

export interface UpdateProjectMemberRequest {
  'id'?: (number | string | Long);
  'input'?: (_bms_work_v1_ProjectMemberInput | null);
  'update_mask'?: (string)[];
}

export interface UpdateProjectMemberRequest__Output {
  'id': (number);
  'input': (_bms_work_v1_ProjectMemberInput__Output | null);
  'update_mask': (string)[];
}
