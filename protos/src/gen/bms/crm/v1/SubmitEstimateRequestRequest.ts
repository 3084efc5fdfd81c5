// Original file: protos/bms/crm/v1/crm.proto

import type { EstimateRequestInput as _bms_crm_v1_EstimateRequestInput, EstimateRequestInput__Output as _bms_crm_v1_EstimateRequestInput__Output } from '../../../bms/crm/v1/EstimateRequestInput';

export interface SubmitEstimateRequestRequest {
  'input'?: (_bms_crm_v1_EstimateRequestInput | null);
}

export interface SubmitEstimateRequestRequest__Output {
  'input': (_bms_crm_v1_EstimateRequestInput__Output | null);
}
