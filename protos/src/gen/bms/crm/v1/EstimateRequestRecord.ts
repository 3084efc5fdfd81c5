// Original file: protos/bms/crm/v1/crm.proto

import type { EstimateRequest as _bms_crm_v1_EstimateRequest, EstimateRequest__Output as _bms_crm_v1_EstimateRequest__Output } from '../../../bms/crm/v1/EstimateRequest';

export interface EstimateRequestRecord {
  'record'?: (_bms_crm_v1_EstimateRequest | null);
}

export interface EstimateRequestRecord__Output {
  'record': (_bms_crm_v1_EstimateRequest__Output | null);
}
