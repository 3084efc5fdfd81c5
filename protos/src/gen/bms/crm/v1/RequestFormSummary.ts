// Original file: protos/bms/crm/v1/crm.proto

import type { Long } from '@grpc/proto-loader';

export interface RequestFormSummary {
  'id'?: (number | string | Long);
  'title'?: (string);
  'description'?: (string);
  'status'?: (string);
  'created_at'?: (string);
}

export interface RequestFormSummary__Output {
  'id': (number);
  'title': (string);
  'description': (string);
  'status': (string);
  'created_at': (string);
}
