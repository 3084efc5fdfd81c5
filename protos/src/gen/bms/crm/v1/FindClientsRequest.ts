// Original file: protos/bms/crm/v1/crm.proto

import type { Long } from '@grpc/proto-loader';

export interface FindClientsRequest {
  'ids'?: (number | string | Long)[];
}

export interface FindClientsRequest__Output {
  'ids': (number)[];
}
