// Original file: protos/bms/crm/v1/crm_modules.proto

import type { CustomFieldInput as _bms_crm_v1_CustomFieldInput, CustomFieldInput__Output as _bms_crm_v1_CustomFieldInput__Output } from '../../../bms/crm/v1/CustomFieldInput';
import type { Long } from '@grpc/proto-loader';

export interface UpdateCustomFieldRequest {
  'id'?: (number | string | Long);
  'input'?: (_bms_crm_v1_CustomFieldInput | null);
  'update_mask'?: (string)[];
}

export interface UpdateCustomFieldRequest__Output {
  'id': (number);
  'input': (_bms_crm_v1_CustomFieldInput__Output | null);
  'update_mask': (string)[];
}
