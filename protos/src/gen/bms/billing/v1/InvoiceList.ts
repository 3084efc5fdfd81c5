// Original file: protos/bms/billing/v1/billing.proto

import type { InvoiceSummary as _bms_billing_v1_InvoiceSummary, InvoiceSummary__Output as _bms_billing_v1_InvoiceSummary__Output } from '../../../bms/billing/v1/InvoiceSummary';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface InvoiceList {
  'records'?: (_bms_billing_v1_InvoiceSummary)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface InvoiceList__Output {
  'records': (_bms_billing_v1_InvoiceSummary__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
