// Original file: protos/bms/work/v1/work_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface ProjectMemberInput {
  'project_id'?: (number | string | Long);
  'user_id'?: (number | string | Long);
}

export interface ProjectMemberInput__Output {
  'project_id': (number);
  'user_id': (number);
}
