// Original file: protos/bms/content/v1/content_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface AnnouncementInput {
  'title'?: (string);
  'description'?: (string);
  'start_date'?: (string);
  'end_date'?: (string);
  'audience'?: (string);
  'user_ids'?: (number | string | Long)[];
}

export interface AnnouncementInput__Output {
  'title': (string);
  'description': (string);
  'start_date': (string);
  'end_date': (string);
  'audience': (string);
  'user_ids': (number)[];
}
