// Original file: protos/bms/crm/v1/crm_modules.proto

import type { RequestFormField as _bms_crm_v1_RequestFormField, RequestFormField__Output as _bms_crm_v1_RequestFormField__Output } from '../../../bms/crm/v1/RequestFormField';
import type { Long } from '@grpc/proto-loader';

export interface RequestForm {
  'id'?: (number | string | Long);
  'title'?: (string);
  'description'?: (string);
  'status'?: (string);
  'created_at'?: (string);
  'fields'?: (_bms_crm_v1_RequestFormField)[];
  'updated_at'?: (string);
}

export interface RequestForm__Output {
  'id': (number);
  'title': (string);
  'description': (string);
  'status': (string);
  'created_at': (string);
  'fields': (_bms_crm_v1_RequestFormField__Output)[];
  'updated_at': (string);
}
