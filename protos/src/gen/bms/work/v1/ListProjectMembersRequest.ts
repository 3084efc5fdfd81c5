// Original file: protos/bms/work/v1/work.proto

import type { Long } from '@grpc/proto-loader';

export interface ListProjectMembersRequest {
  'project_id'?: (number | string | Long);
  'user_id'?: (number | string | Long);
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
}

export interface ListProjectMembersRequest__Output {
  'project_id': (number);
  'user_id': (number);
  'page': (number);
  'limit': (number);
}
