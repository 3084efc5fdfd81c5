// Original file: protos/bms/common/v1/events.proto

import type { ParkedEvent as _bms_common_v1_ParkedEvent, ParkedEvent__Output as _bms_common_v1_ParkedEvent__Output } from '../../../bms/common/v1/ParkedEvent';

export interface ParkedEventList {
  'records'?: (_bms_common_v1_ParkedEvent)[];
}

export interface ParkedEventList__Output {
  'records': (_bms_common_v1_ParkedEvent__Output)[];
}
