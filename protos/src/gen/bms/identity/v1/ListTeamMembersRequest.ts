// Original file: protos/bms/identity/v1/identity.proto

import type { Long } from '@grpc/proto-loader';

export interface ListTeamMembersRequest {
  'search'?: (string);
  'status'?: (string);
  'role_id'?: (number | string | Long);
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
}

export interface ListTeamMembersRequest__Output {
  'search': (string);
  'status': (string);
  'role_id': (number);
  'page': (number);
  'limit': (number);
}
