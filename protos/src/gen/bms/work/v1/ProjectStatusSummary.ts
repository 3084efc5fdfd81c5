// Original file: protos/bms/work/v1/work_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface ProjectStatusSummary {
  'id'?: (number | string | Long);
  'title'?: (string);
  'color'?: (string);
  'sort'?: (number | string | Long);
  'created_at'?: (string);
  'updated_at'?: (string);
  'deleted_at'?: (string);
  '_deleted_at'?: "deleted_at";
}

export interface ProjectStatusSummary__Output {
  'id': (number);
  'title': (string);
  'color': (string);
  'sort': (number);
  'created_at': (string);
  'updated_at': (string);
  'deleted_at'?: (string);
}
