// Original file: protos/bms/crm/v1/crm.proto

import type { RequestFormSummary as _bms_crm_v1_RequestFormSummary, RequestFormSummary__Output as _bms_crm_v1_RequestFormSummary__Output } from '../../../bms/crm/v1/RequestFormSummary';

export interface RequestFormList {
  'records'?: (_bms_crm_v1_RequestFormSummary)[];
}

export interface RequestFormList__Output {
  'records': (_bms_crm_v1_RequestFormSummary__Output)[];
}
