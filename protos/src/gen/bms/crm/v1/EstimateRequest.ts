// Original file: protos/bms/crm/v1/crm.proto

import type { Long } from '@grpc/proto-loader';

export interface EstimateRequest {
  'id'?: (number | string | Long);
  'form_id'?: (number | string | Long);
  'name'?: (string);
  'email'?: (string);
  'phone'?: (string);
  'company_name'?: (string);
  'message'?: (string);
  'answers'?: ({[key: string]: string});
  'created_by'?: (number | string | Long);
  'created_at'?: (string);
  'updated_at'?: (string);
  'deleted_at'?: (string);
  '_deleted_at'?: "deleted_at";
}

export interface EstimateRequest__Output {
  'id': (number);
  'form_id': (number);
  'name': (string);
  'email': (string);
  'phone': (string);
  'company_name': (string);
  'message': (string);
  'answers': ({[key: string]: string});
  'created_by': (number);
  'created_at': (string);
  'updated_at': (string);
  'deleted_at'?: (string);
}
