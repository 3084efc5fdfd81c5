// Original file: protos/bms/crm/v1/crm_modules.proto

import type { EstimateItemInput as _bms_crm_v1_EstimateItemInput, EstimateItemInput__Output as _bms_crm_v1_EstimateItemInput__Output } from '../../../bms/crm/v1/EstimateItemInput';
import type { Long } from '@grpc/proto-loader';

export interface EstimateInput {
  'client_id'?: (number | string | Long);
  'estimate_date'?: (string);
  'valid_until'?: (string);
  'status'?: (string);
  'items'?: (_bms_crm_v1_EstimateItemInput)[];
  'note'?: (string);
}

export interface EstimateInput__Output {
  'client_id': (number);
  'estimate_date': (string);
  'valid_until': (string);
  'status': (string);
  'items': (_bms_crm_v1_EstimateItemInput__Output)[];
  'note': (string);
}
