// Original file: protos/bms/work/v1/work.proto

import type { Long } from '@grpc/proto-loader';

export interface ListTasksRequest {
  'search'?: (string);
  'status'?: (string);
  'priority'?: (string);
  'project_id'?: (number | string | Long);
  'assigned_to'?: (number | string | Long);
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
}

export interface ListTasksRequest__Output {
  'search': (string);
  'status': (string);
  'priority': (string);
  'project_id': (number);
  'assigned_to': (number);
  'page': (number);
  'limit': (number);
}
