// Original file: protos/bms/billing/v1/billing.proto


export interface InvoicePdf {
  'file_name'?: (string);
  'content'?: (Buffer | Uint8Array | string);
}

export interface InvoicePdf__Output {
  'file_name': (string);
  'content': (Buffer);
}
