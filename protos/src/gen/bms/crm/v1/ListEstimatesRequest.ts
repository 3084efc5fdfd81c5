// Original file: protos/bms/crm/v1/crm_modules.proto

import type { ListOptions as _bms_common_v1_ListOptions, ListOptions__Output as _bms_common_v1_ListOptions__Output } from '../../../bms/common/v1/ListOptions';
import type { Long } from '@grpc/proto-loader';

export interface ListEstimatesRequest {
  'search'?: (string);
  'status'?: (string);
  'client_id'?: (number | string | Long);
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
  'options'?: (_bms_common_v1_ListOptions | null);
}

export interface ListEstimatesRequest__Output {
  'search': (string);
  'status': (string);
  'client_id': (number);
  'page': (number);
  'limit': (number);
  'options': (_bms_common_v1_ListOptions__Output | null);
}
