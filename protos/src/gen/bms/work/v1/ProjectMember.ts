// Original file: protos/bms/work/v1/work_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface ProjectMember {
  'id'?: (number | string | Long);
  'project_id'?: (number | string | Long);
  'user_id'?: (number | string | Long);
  'created_at'?: (string);
}

export interface ProjectMember__Output {
  'id': (number);
  'project_id': (number);
  'user_id': (number);
  'created_at': (string);
}
