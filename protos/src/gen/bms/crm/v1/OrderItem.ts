// Original file: protos/bms/crm/v1/crm_modules.proto


export interface OrderItem {
  'title'?: (string);
  'quantity'?: (number | string);
  'rate'?: (number | string);
  'total'?: (number | string);
}

export interface OrderItem__Output {
  'title': (string);
  'quantity': (number);
  'rate': (number);
  'total': (number);
}
