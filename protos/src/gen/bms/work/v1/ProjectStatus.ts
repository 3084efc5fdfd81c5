// Original file: protos/bms/work/v1/work_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface ProjectStatus {
  'id'?: (number | string | Long);
  'title'?: (string);
  'color'?: (string);
  'sort'?: (number | string | Long);
  'created_at'?: (string);
}

export interface ProjectStatus__Output {
  'id': (number);
  'title': (string);
  'color': (string);
  'sort': (number);
  'created_at': (string);
}
