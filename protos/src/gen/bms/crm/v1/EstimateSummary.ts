// Original file: protos/bms/crm/v1/crm_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface EstimateSummary {
  'id'?: (number | string | Long);
  'client_id'?: (number | string | Long);
  'estimate_date'?: (string);
  'valid_until'?: (string);
  'status'?: (string);
  'total'?: (number | string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'deleted_at'?: (string);
  '_valid_until'?: "valid_until";
  '_deleted_at'?: "deleted_at";
}

export interface EstimateSummary__Output {
  'id': (number);
  'client_id': (number);
  'estimate_date': (string);
  'valid_until'?: (string);
  'status': (string);
  'total': (number);
  'created_at': (string);
  'updated_at': (string);
  'deleted_at'?: (string);
}
