// Original file: protos/bms/content/v1/content.proto

import type { Long } from '@grpc/proto-loader';

export interface TrackEventInput {
  'type'?: (string);
  'related_type'?: (string);
  'related_id'?: (number | string | Long);
  'metadata'?: ({[key: string]: string});
}

export interface TrackEventInput__Output {
  'type': (string);
  'related_type': (string);
  'related_id': (number);
  'metadata': ({[key: string]: string});
}
