// Original file: protos/bms/crm/v1/crm_modules.proto

import type { LeadInput as _bms_crm_v1_LeadInput, LeadInput__Output as _bms_crm_v1_LeadInput__Output } from '../../../bms/crm/v1/LeadInput';

export interface CreateLeadRequest {
  'input'?: (_bms_crm_v1_LeadInput | null);
}

export interface CreateLeadRequest__Output {
  'input': (_bms_crm_v1_LeadInput__Output | null);
}
