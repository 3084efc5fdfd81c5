// Original file: protos/bms/billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface ItemCategory {
  'id'?: (number | string | Long);
  'title'?: (string);
  'description'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'deleted_at'?: (string);
  '_deleted_at'?: "deleted_at";
}

export interface ItemCategory__Output {
  'id': (number);
  'title': (string);
  'description': (string);
  'created_at': (string);
  'updated_at': (string);
  'deleted_at'?: (string);
}
