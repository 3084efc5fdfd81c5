// Original file: protos/bms/crm/v1/crm_modules.proto

import type { CustomField as _bms_crm_v1_CustomField, CustomField__Output as _bms_crm_v1_CustomField__Output } from '../../../bms/crm/v1/CustomField';

export interface CustomFieldRecord {
  'record'?: (_bms_crm_v1_CustomField | null);
}

export interface CustomFieldRecord__Output {
  'record': (_bms_crm_v1_CustomField__Output | null);
}
