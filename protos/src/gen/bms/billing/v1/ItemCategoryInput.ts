// Original file: protos/bms/billing/v1/billing_modules.proto


export interface ItemCategoryInput {
  'title'?: (string);
  'description'?: (string);
}

export interface ItemCategoryInput__Output {
  'title': (string);
  'description': (string);
}
