// Original file: protos/bms/crm/v1/crm_modules.proto

import type { LeadInput as _bms_crm_v1_LeadInput, LeadInput__Output as _bms_crm_v1_LeadInput__Output } from '../../../bms/crm/v1/LeadInput';
import type { Long } from '@grpc/proto-loader';

export interface UpdateLeadRequest {
  'id'?: (number | string | Long);
  'input'?: (_bms_crm_v1_LeadInput | null);
  'update_mask'?: (string)[];
}

export interface UpdateLeadRequest__Output {
  'id': (number);
  'input': (_bms_crm_v1_LeadInput__Output | null);
  'update_mask': (string)[];
}
