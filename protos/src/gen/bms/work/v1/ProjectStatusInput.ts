// Original file: protos/bms/work/v1/work_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface ProjectStatusInput {
  'title'?: (string);
  'color'?: (string);
  'sort'?: (number | string | Long);
}

export interface ProjectStatusInput__Output {
  'title': (string);
  'color': (string);
  'sort': (number);
}
