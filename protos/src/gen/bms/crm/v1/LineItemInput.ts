// Original file: protos/bms/crm/v1/crm.proto


export interface LineItemInput {
  'title'?: (string);
  'quantity'?: (number | string);
  'rate'?: (number | string);
}

export interface LineItemInput__Output {
  'title': (string);
  'quantity': (number);
  'rate': (number);
}
