// Original file: protos/bms/billing/v1/billing.proto

import type { InvoiceInput as _bms_billing_v1_InvoiceInput, InvoiceInput__Output as _bms_billing_v1_InvoiceInput__Output } from '../../../bms/billing/v1/InvoiceInput';

export interface CreateInvoiceRequest {
  'input'?: (_bms_billing_v1_InvoiceInput | null);
}

export interface CreateInvoiceRequest__Output {
  'input': (_bms_billing_v1_InvoiceInput__Output | null);
}
