// Original file: protos/bms/identity/v1/identity_courier.proto

import type { ListOptions as _bms_common_v1_ListOptions, ListOptions__Output as _bms_common_v1_ListOptions__Output } from '../../../bms/common/v1/ListOptions';
import type { Long } from '@grpc/proto-loader';

export interface ListMessagesRequest {
  'status'?: (string);
  'channel'?: (string);
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
  'options'?: (_bms_common_v1_ListOptions | null);
}

export interface ListMessagesRequest__Output {
  'status': (string);
  'channel': (string);
  'page': (number);
  'limit': (number);
  'options': (_bms_common_v1_ListOptions__Output | null);
}
