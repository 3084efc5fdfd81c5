// Original file: protos/bms/content/v1/content_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface AnnouncementSummary {
  'id'?: (number | string | Long);
  'title'?: (string);
  'description'?: (string);
  'start_date'?: (string);
  'end_date'?: (string);
  'audience'?: (string);
  'user_ids'?: (number | string | Long)[];
  'created_by'?: (number | string | Long);
  'created_at'?: (string);
  'read'?: (boolean);
  'updated_at'?: (string);
  'deleted_at'?: (string);
  '_end_date'?: "end_date";
  '_deleted_at'?: "deleted_at";
}

export interface AnnouncementSummary__Output {
  'id': (number);
  'title': (string);
  'description': (string);
  'start_date': (string);
  'end_date'?: (string);
  'audience': (string);
  'user_ids': (number)[];
  'created_by': (number);
  'created_at': (string);
  'read': (boolean);
  'updated_at': (string);
  'deleted_at'?: (string);
}
