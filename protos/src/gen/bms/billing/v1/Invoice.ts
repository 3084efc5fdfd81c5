// Original file: protos/bms/billing/v1/billing.proto

import type { InvoiceItem as _bms_billing_v1_InvoiceItem, InvoiceItem__Output as _bms_billing_v1_InvoiceItem__Output } from '../../../bms/billing/v1/InvoiceItem';
import type { Long } from '@grpc/proto-loader';

export interface Invoice {
  'id'?: (number | string | Long);
  'invoice_number'?: (string);
  'client_id'?: (number | string | Long);
  'status'?: (string);
  'total'?: (number | string);
  'due_date'?: (string);
  'items'?: (_bms_billing_v1_InvoiceItem)[];
}

export interface Invoice__Output {
  'id': (number);
  'invoice_number': (string);
  'client_id': (number);
  'status': (string);
  'total': (number);
  'due_date': (string);
  'items': (_bms_billing_v1_InvoiceItem__Output)[];
}
