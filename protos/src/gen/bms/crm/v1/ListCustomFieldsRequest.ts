// Original file: protos/bms/crm/v1/crm.proto

import type { Long } from '@grpc/proto-loader';

export interface ListCustomFieldsRequest {
  'search'?: (string);
  'related_to'?: (string);
  'type'?: (string);
  'page'?: (number | string | Long);
  'limit'?: (number | string | Long);
}

export interface ListCustomFieldsRequest__Output {
  'search': (string);
  'related_to': (string);
  'type': (string);
  'page': (number);
  'limit': (number);
}
