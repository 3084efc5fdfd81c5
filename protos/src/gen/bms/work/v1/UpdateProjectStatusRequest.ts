// Original file: protos/bms/work/v1/work_modules.proto

import type { ProjectStatusInput as _bms_work_v1_ProjectStatusInput, ProjectStatusInput__Output as _bms_work_v1_ProjectStatusInput__Output } from '../../../bms/work/v1/ProjectStatusInput';
import type { Long } from '@grpc/proto-loader';

export interface UpdateProjectStatusRequest {
  'id'?: (number | string | Long);
  'input'?: (_bms_work_v1_ProjectStatusInput | null);
  'update_mask'?: (string)[];
}

export interface UpdateProjectStatusRequest__Output {
  'id': (number);
  'input': (_bms_work_v1_ProjectStatusInput__Output | null);
  'update_mask': (string)[];
}
