// Original file: protos/bms/crm/v1/crm_modules.proto

import type { CustomFieldInput as _bms_crm_v1_CustomFieldInput, CustomFieldInput__Output as _bms_crm_v1_CustomFieldInput__Output } from '../../../bms/crm/v1/CustomFieldInput';

export interface CreateCustomFieldRequest {
  'input'?: (_bms_crm_v1_CustomFieldInput | null);
}

export interface CreateCustomFieldRequest__Output {
  'input': (_bms_crm_v1_CustomFieldInput__Output | null);
}
