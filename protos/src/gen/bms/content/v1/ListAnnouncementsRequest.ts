// Original file: protos/bms/content/v1/content_modules.proto

import type { ListOptions as _bms_common_v1_ListOptions, ListOptions__Output as _bms_common_v1_ListOptions__Output } from '../../../bms/common/v1/ListOptions';
import type { Long } from '@grpc/proto-loader';

export interface ListAnnouncementsRequest {
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
  'options'?: (_bms_common_v1_ListOptions | null);
}

export interface ListAnnouncementsRequest__Output {
  'page': (number);
  'limit': (number);
  'options': (_bms_common_v1_ListOptions__Output | null);
}
