// Original file: protos/bms/billing/v1/billing.proto

import type { InvoiceInput as _bms_billing_v1_InvoiceInput, InvoiceInput__Output as _bms_billing_v1_InvoiceInput__Output } from '../../../bms/billing/v1/InvoiceInput';
import type { Long } from '@grpc/proto-loader';

export interface UpdateInvoiceRequest {
  'id'?: (number | string | Long);
  'input'?: (_bms_billing_v1_InvoiceInput | null);
  'update_mask'?: (string)[];
}

export interface UpdateInvoiceRequest__Output {
  'id': (number);
  'input': (_bms_billing_v1_InvoiceInput__Output | null);
  'update_mask': (string)[];
}
