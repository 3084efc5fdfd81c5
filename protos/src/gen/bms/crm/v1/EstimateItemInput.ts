// Original file: protos/bms/crm/v1/crm_modules.proto


export interface EstimateItemInput {
  'title'?: (string);
  'quantity'?: (number | string);
  'rate'?: (number | string);
}

export interface EstimateItemInput__Output {
  'title': (string);
  'quantity': (number);
  'rate': (number);
}
