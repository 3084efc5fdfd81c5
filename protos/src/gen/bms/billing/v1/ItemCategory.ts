// Original file: protos/bms/billing/v1/billing_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface ItemCategory {
  'id'?: (number | string | Long);
  'title'?: (string);
  'description'?: (string);
  'created_at'?: (string);
}

export interface ItemCategory__Output {
  'id': (number);
  'title': (string);
  'description': (string);
  'created_at': (string);
}
