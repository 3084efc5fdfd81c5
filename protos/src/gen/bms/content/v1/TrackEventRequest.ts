// Original file: protos/bms/content/v1/content.proto

import type { TrackEventInput as _bms_content_v1_TrackEventInput, TrackEventInput__Output as _bms_content_v1_TrackEventInput__Output } from '../../../bms/content/v1/TrackEventInput';

export interface TrackEventRequest {
  'input'?: (_bms_content_v1_TrackEventInput | null);
}

export interface TrackEventRequest__Output {
  'input': (_bms_content_v1_TrackEventInput__Output | null);
}
