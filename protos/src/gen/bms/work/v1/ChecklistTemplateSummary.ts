// Original file: protos/bms/work/v1/work_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface ChecklistTemplateSummary {
  'id'?: (number | string | Long);
  'title'?: (string);
  'items'?: (string)[];
  'created_at'?: (string);
  'updated_at'?: (string);
  'deleted_at'?: (string);
  '_deleted_at'?: "deleted_at";
}

export interface ChecklistTemplateSummary__Output {
  'id': (number);
  'title': (string);
  'items': (string)[];
  'created_at': (string);
  'updated_at': (string);
  'deleted_at'?: (string);
}
