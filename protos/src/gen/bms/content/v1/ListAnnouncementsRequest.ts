// Original file: protos/bms/content/v1/content.proto

import type { Long } from '@grpc/proto-loader';

export interface ListAnnouncementsRequest {
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
}

export interface ListAnnouncementsRequest__Output {
  'page': (number);
  'limit': (number);
}
