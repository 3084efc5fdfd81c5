// Original file: protos/bms/crm/v1/crm.proto


export interface LineItem {
  'title'?: (string);
  'quantity'?: (number | string);
  'rate'?: (number | string);
  'total'?: (number | string);
}

export interface LineItem__Output {
  'title': (string);
  'quantity': (number);
  'rate': (number);
  'total': (number);
}
