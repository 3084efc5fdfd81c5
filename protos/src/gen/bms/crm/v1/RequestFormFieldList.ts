// Original file: protos/bms/crm/v1/crm.proto

import type { RequestFormField as _bms_crm_v1_RequestFormField, RequestFormField__Output as _bms_crm_v1_RequestFormField__Output } from '../../../bms/crm/v1/RequestFormField';

export interface RequestFormFieldList {
  'records'?: (_bms_crm_v1_RequestFormField)[];
}

export interface RequestFormFieldList__Output {
  'records': (_bms_crm_v1_RequestFormField__Output)[];
}
