// Original file: protos/bms/crm/v1/crm.proto

import type { ListOptions as _bms_common_v1_ListOptions, ListOptions__Output as _bms_common_v1_ListOptions__Output } from '../../../bms/common/v1/ListOptions';
import type { Long } from '@grpc/proto-loader';

export interface ListEstimateRequestsRequest {
  'search'?: (string);
  'form_id'?: (number | string | Long);
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
  'options'?: (_bms_common_v1_ListOptions | null);
}

export interface ListEstimateRequestsRequest__Output {
  'search': (string);
  'form_id': (number);
  'page': (number);
  'limit': (number);
  'options': (_bms_common_v1_ListOptions__Output | null);
}
