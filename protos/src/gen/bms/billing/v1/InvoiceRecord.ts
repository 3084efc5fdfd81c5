// Original file: protos/bms/billing/v1/billing.proto

import type { Invoice as _bms_billing_v1_Invoice, Invoice__Output as _bms_billing_v1_Invoice__Output } from '../../../bms/billing/v1/Invoice';

export interface InvoiceRecord {
  'record'?: (_bms_billing_v1_Invoice | null);
}

export interface InvoiceRecord__Output {
  'record': (_bms_billing_v1_Invoice__Output | null);
}
