// Original file: protos/bms/crm/v1/crm_modules.proto

import type { RequestFormInput as _bms_crm_v1_RequestFormInput, RequestFormInput__Output as _bms_crm_v1_RequestFormInput__Output } from '../../../bms/crm/v1/RequestFormInput';
import type { Long } from '@grpc/proto-loader';

export interface UpdateRequestFormRequest {
  'id'?: (number | string | Long);
  'input'?: (_bms_crm_v1_RequestFormInput | null);
  'update_mask'?: (string)[];
}

export interface UpdateRequestFormRequest__Output {
  'id': (number);
  'input': (_bms_crm_v1_RequestFormInput__Output | null);
  'update_mask': (string)[];
}
