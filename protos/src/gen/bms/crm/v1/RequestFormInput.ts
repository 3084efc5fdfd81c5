// Original file: protos/bms/crm/v1/crm_modules.proto

import type { RequestFormFieldInput as _bms_crm_v1_RequestFormFieldInput, RequestFormFieldInput__Output as _bms_crm_v1_RequestFormFieldInput__Output } from '../../../bms/crm/v1/RequestFormFieldInput';

export interface RequestFormInput {
  'title'?: (string);
  'description'?: (string);
  'status'?: (string);
  'fields'?: (_bms_crm_v1_RequestFormFieldInput)[];
}

export interface RequestFormInput__Output {
  'title': (string);
  'description': (string);
  'status': (string);
  'fields': (_bms_crm_v1_RequestFormFieldInput__Output)[];
}
