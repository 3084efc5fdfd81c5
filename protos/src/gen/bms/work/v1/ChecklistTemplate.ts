// Original file: protos/bms/work/v1/work.proto

import type { Long } from '@grpc/proto-loader';

export interface ChecklistTemplate {
  'id'?: (number | string | Long);
  'title'?: (string);
  'items'?: (string)[];
  'created_at'?: (string);
  'updated_at'?: (string);
  'deleted_at'?: (string);
  '_deleted_at'?: "deleted_at";
}

export interface ChecklistTemplate__Output {
  'id': (number);
  'title': (string);
  'items': (string)[];
  'created_at': (string);
  'updated_at': (string);
  'deleted_at'?: (string);
}
