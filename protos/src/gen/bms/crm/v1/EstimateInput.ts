// Original file: protos/bms/crm/v1/crm.proto

import type { LineItemInput as _bms_crm_v1_LineItemInput, LineItemInput__Output as _bms_crm_v1_LineItemInput__Output } from '../../../bms/crm/v1/LineItemInput';
import type { Long } from '@grpc/proto-loader';

export interface EstimateInput {
  'client_id'?: (number | string | Long);
  'estimate_date'?: (string);
  'valid_until'?: (string);
  'status'?: (string);
  'items'?: (_bms_crm_v1_LineItemInput)[];
  'note'?: (string);
}

export interface EstimateInput__Output {
  'client_id': (number);
  'estimate_date': (string);
  'valid_until': (string);
  'status': (string);
  'items': (_bms_crm_v1_LineItemInput__Output)[];
  'note': (string);
}
