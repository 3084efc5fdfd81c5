// Original file: protos/bms/crm/v1/crm_modules.proto

import type { EstimateInput as _bms_crm_v1_EstimateInput, EstimateInput__Output as _bms_crm_v1_EstimateInput__Output } from '../../../bms/crm/v1/EstimateInput';

export interface CreateEstimateRequest {
  'input'?: (_bms_crm_v1_EstimateInput | null);
}

export interface CreateEstimateRequest__Output {
  'input': (_bms_crm_v1_EstimateInput__Output | null);
}
