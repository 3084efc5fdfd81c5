// Original file: protos/bms/crm/v1/crm_modules.proto

import type { Lead as _bms_crm_v1_Lead, Lead__Output as _bms_crm_v1_Lead__Output } from '../../../bms/crm/v1/Lead';

export interface LeadDetail {
  'record'?: (_bms_crm_v1_Lead | null);
  'custom_fields'?: ({[key: string]: string});
}

export interface LeadDetail__Output {
  'record': (_bms_crm_v1_Lead__Output | null);
  'custom_fields': ({[key: string]: string});
}
