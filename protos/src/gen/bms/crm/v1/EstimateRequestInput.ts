// Original file: protos/bms/crm/v1/crm.proto

import type { Long } from '@grpc/proto-loader';

export interface EstimateRequestInput {
  'form_id'?: (number | string | Long);
  'name'?: (string);
  'email'?: (string);
  'phone'?: (string);
  'company_name'?: (string);
  'message'?: (string);
  'answers'?: ({[key: string]: string});
}

export interface EstimateRequestInput__Output {
  'form_id': (number);
  'name': (string);
  'email': (string);
  'phone': (string);
  'company_name': (string);
  'message': (string);
  'answers': ({[key: string]: string});
}
