// Original file: protos/bms/content/v1/content.proto

import type { Long } from '@grpc/proto-loader';

export interface TrackedEvent {
  'random_id'?: (string);
  'type'?: (string);
  'related_type'?: (string);
  'related_id'?: (number | string | Long);
  'metadata'?: ({[key: string]: string});
  'created_by'?: (number | string | Long);
  'created_at'?: (string);
  '_related_type'?: "related_type";
  '_related_id'?: "related_id";
}

export interface TrackedEvent__Output {
  'random_id': (string);
  'type': (string);
  'related_type'?: (string);
  'related_id'?: (number);
  'metadata': ({[key: string]: string});
  'created_by': (number);
  'created_at': (string);
}
