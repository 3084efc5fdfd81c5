// Original file: protos/bms/crm/v1/crm.proto


export interface ListRequestFormsRequest {
  'search'?: (string);
  'status'?: (string);
}

export interface ListRequestFormsRequest__Output {
  'search': (string);
  'status': (string);
}
