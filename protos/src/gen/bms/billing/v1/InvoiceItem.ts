// Original file: protos/bms/billing/v1/billing.proto


export interface InvoiceItem {
  'title'?: (string);
  'quantity'?: (number | string);
  'rate'?: (number | string);
}

export interface InvoiceItem__Output {
  'title': (string);
  'quantity': (number);
  'rate': (number);
}
