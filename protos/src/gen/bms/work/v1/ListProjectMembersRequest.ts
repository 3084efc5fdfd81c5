// Original file: protos/bms/work/v1/work_modules.proto

import type { ListOptions as _bms_common_v1_ListOptions, ListOptions__Output as _bms_common_v1_ListOptions__Output } from '../../../bms/common/v1/ListOptions';
import type { Long } from '@grpc/proto-loader';

export interface ListProjectMembersRequest {
  'project_id'?: (number | string | Long);
  'user_id'?: (number | string | Long);
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
  'options'?: (_bms_common_v1_ListOptions | null);
}

export interface ListProjectMembersRequest__Output {
  'project_id': (number);
  'user_id': (number);
  'page': (number);
  'limit': (number);
  'options': (_bms_common_v1_ListOptions__Output | null);
}
