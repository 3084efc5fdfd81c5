// Original file: protos/bms/crm/v1/crm.proto


export interface ContractInput {
  'title'?: (string);
  'start_date'?: (string);
  'end_date'?: (string);
  'value'?: (number | string);
  'status'?: (string);
  'content'?: (string);
}

export interface ContractInput__Output {
  'title': (string);
  'start_date': (string);
  'end_date': (string);
  'value': (number);
  'status': (string);
  'content': (string);
}
