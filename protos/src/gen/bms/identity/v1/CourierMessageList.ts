// Original file: protos/bms/identity/v1/identity_courier.proto

import type { CourierMessage as _bms_identity_v1_CourierMessage, CourierMessage__Output as _bms_identity_v1_CourierMessage__Output } from '../../../bms/identity/v1/CourierMessage';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface CourierMessageList {
  'records'?: (_bms_identity_v1_CourierMessage)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface CourierMessageList__Output {
  'records': (_bms_identity_v1_CourierMessage__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
