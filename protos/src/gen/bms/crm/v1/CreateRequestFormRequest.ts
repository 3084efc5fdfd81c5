// Original file: protos/bms/crm/v1/crm_modules.proto

import type { RequestFormInput as _bms_crm_v1_RequestFormInput, RequestFormInput__Output as _bms_crm_v1_RequestFormInput__Output } from '../../../bms/crm/v1/RequestFormInput';

export interface CreateRequestFormRequest {
  'input'?: (_bms_crm_v1_RequestFormInput | null);
}

export interface CreateRequestFormRequest__Output {
  'input': (_bms_crm_v1_RequestFormInput__Output | null);
}
