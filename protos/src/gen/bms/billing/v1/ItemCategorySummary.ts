// Original file: protos/bms/billing/v1/billing_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface ItemCategorySummary {
  'id'?: (number | string | Long);
  'title'?: (string);
  'description'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'deleted_at'?: (string);
  '_deleted_at'?: "deleted_at";
}

export interface ItemCategorySummary__Output {
  'id': (number);
  'title': (string);
  'description': (string);
  'created_at': (string);
  'updated_at': (string);
  'deleted_at'?: (string);
}
