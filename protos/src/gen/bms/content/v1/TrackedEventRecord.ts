// Original file: protos/bms/content/v1/content.proto

import type { TrackedEvent as _bms_content_v1_TrackedEvent, TrackedEvent__Output as _bms_content_v1_TrackedEvent__Output } from '../../../bms/content/v1/TrackedEvent';

export interface TrackedEventRecord {
  'record'?: (_bms_content_v1_TrackedEvent | null);
}

export interface TrackedEventRecord__Output {
  'record': (_bms_content_v1_TrackedEvent__Output | null);
}
