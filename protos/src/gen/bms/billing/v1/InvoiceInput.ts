// Original file: protos/bms/billing/v1/billing.proto

import type { InvoiceItem as _bms_billing_v1_InvoiceItem, InvoiceItem__Output as _bms_billing_v1_InvoiceItem__Output } from '../../../bms/billing/v1/InvoiceItem';
import type { Long } from '@grpc/proto-loader';

export interface InvoiceInput {
  'client_id'?: (number | string | Long);
  'items'?: (_bms_billing_v1_InvoiceItem)[];
  'due_date'?: (string);
}

export interface InvoiceInput__Output {
  'client_id': (number);
  'items': (_bms_billing_v1_InvoiceItem__Output)[];
  'due_date': (string);
}
