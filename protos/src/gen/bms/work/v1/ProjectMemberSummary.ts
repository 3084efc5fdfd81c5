// Original file: protos/bms/work/v1/work_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface ProjectMemberSummary {
  'id'?: (number | string | Long);
  'project_id'?: (number | string | Long);
  'user_id'?: (number | string | Long);
  'created_at'?: (string);
  'updated_at'?: (string);
  'deleted_at'?: (string);
  '_deleted_at'?: "deleted_at";
}

export interface ProjectMemberSummary__Output {
  'id': (number);
  'project_id': (number);
  'user_id': (number);
  'created_at': (string);
  'updated_at': (string);
  'deleted_at'?: (string);
}
