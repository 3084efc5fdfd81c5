// Original file: protos/bms/work/v1/work_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface ChecklistTemplate {
  'id'?: (number | string | Long);
  'title'?: (string);
  'items'?: (string)[];
  'created_at'?: (string);
}

export interface ChecklistTemplate__Output {
  'id': (number);
  'title': (string);
  'items': (string)[];
  'created_at': (string);
}
