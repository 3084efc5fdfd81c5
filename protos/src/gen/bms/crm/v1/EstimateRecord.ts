// Original file: protos/bms/crm/v1/crm_modules.proto

import type { Estimate as _bms_crm_v1_Estimate, Estimate__Output as _bms_crm_v1_Estimate__Output } from '../../../bms/crm/v1/Estimate';

export interface EstimateRecord {
  'record'?: (_bms_crm_v1_Estimate | null);
}

export interface EstimateRecord__Output {
  'record': (_bms_crm_v1_Estimate__Output | null);
}
