// Original file: protos/bms/work/v1/work_modules.proto

import type { ListOptions as _bms_common_v1_ListOptions, ListOptions__Output as _bms_common_v1_ListOptions__Output } from '../../../bms/common/v1/ListOptions';
import type { Long } from '@grpc/proto-loader';

export interface ListTasksRequest {
  'search'?: (string);
  'status'?: (string);
  'priority'?: (string);
  'project_id'?: (number | string | Long);
  'assigned_to'?: (number | string | Long);
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
  'options'?: (_bms_common_v1_ListOptions | null);
}

export interface ListTasksRequest__Output {
  'search': (string);
  'status': (string);
  'priority': (string);
  'project_id': (number);
  'assigned_to': (number);
  'page': (number);
  'limit': (number);
  'options': (_bms_common_v1_ListOptions__Output | null);
}
