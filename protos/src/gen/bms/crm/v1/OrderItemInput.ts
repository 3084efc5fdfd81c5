// Original file: protos/bms/crm/v1/crm_modules.proto


export interface OrderItemInput {
  'title'?: (string);
  'quantity'?: (number | string);
  'rate'?: (number | string);
}

export interface OrderItemInput__Output {
  'title': (string);
  'quantity': (number);
  'rate': (number);
}
