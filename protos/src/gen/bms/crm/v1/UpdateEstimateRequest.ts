// Original file: protos/bms/crm/v1/crm_modules.proto

import type { EstimateInput as _bms_crm_v1_EstimateInput, EstimateInput__Output as _bms_crm_v1_EstimateInput__Output } from '../../../bms/crm/v1/EstimateInput';
import type { Long } from '@grpc/proto-loader';

export interface UpdateEstimateRequest {
  'id'?: (number | string | Long);
  'input'?: (_bms_crm_v1_EstimateInput | null);
  'update_mask'?: (string)[];
}

export interface UpdateEstimateRequest__Output {
  'id': (number);
  'input': (_bms_crm_v1_EstimateInput__Output | null);
  'update_mask': (string)[];
}
