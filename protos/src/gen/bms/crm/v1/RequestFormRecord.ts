// Original file: protos/bms/crm/v1/crm_modules.proto

import type { RequestForm as _bms_crm_v1_RequestForm, RequestForm__Output as _bms_crm_v1_RequestForm__Output } from '../../../bms/crm/v1/RequestForm';

export interface RequestFormRecord {
  'record'?: (_bms_crm_v1_RequestForm | null);
}

export interface RequestFormRecord__Output {
  'record': (_bms_crm_v1_RequestForm__Output | null);
}
