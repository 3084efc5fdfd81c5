// Original file: protos/bms/crm/v1/crm_modules.proto

import type { Lead as _bms_crm_v1_Lead, Lead__Output as _bms_crm_v1_Lead__Output } from '../../../bms/crm/v1/Lead';

export interface LeadRecord {
  'record'?: (_bms_crm_v1_Lead | null);
}

export interface LeadRecord__Output {
  'record': (_bms_crm_v1_Lead__Output | null);
}
