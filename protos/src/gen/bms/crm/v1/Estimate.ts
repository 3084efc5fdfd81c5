// Original file: protos/bms/crm/v1/crm_modules.proto

import type { EstimateItem as _bms_crm_v1_EstimateItem, EstimateItem__Output as _bms_crm_v1_EstimateItem__Output } from '../../../bms/crm/v1/EstimateItem';
import type { Long } from '@grpc/proto-loader';

export interface Estimate {
  'id'?: (number | string | Long);
  'client_id'?: (number | string | Long);
  'estimate_date'?: (string);
  'valid_until'?: (string);
  'status'?: (string);
  'items'?: (_bms_crm_v1_EstimateItem)[];
  'total'?: (number | string);
  'note'?: (string);
  'created_by'?: (number | string | Long);
  'created_at'?: (string);
  'updated_at'?: (string);
  '_valid_until'?: "valid_until";
}

export interface Estimate__Output {
  'id': (number);
  'client_id': (number);
  'estimate_date': (string);
  'valid_until'?: (string);
  'status': (string);
  'items': (_bms_crm_v1_EstimateItem__Output)[];
  'total': (number);
  'note': (string);
  'created_by': (number);
  'created_at': (string);
  'updated_at': (string);
}
