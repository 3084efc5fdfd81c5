// Original file: protos/bms/content/v1/content_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface PageSummary {
  'id'?: (number | string | Long);
  'title'?: (string);
  'slug'?: (string);
  'content'?: (string);
  'status'?: (string);
  'created_by'?: (number | string | Long);
  'created_at'?: (string);
  'updated_at'?: (string);
  'deleted_at'?: (string);
  '_deleted_at'?: "deleted_at";
}

export interface PageSummary__Output {
  'id': (number);
  'title': (string);
  'slug': (string);
  'content': (string);
  'status': (string);
  'created_by': (number);
  'created_at': (string);
  'updated_at': (string);
  'deleted_at'?: (string);
}
