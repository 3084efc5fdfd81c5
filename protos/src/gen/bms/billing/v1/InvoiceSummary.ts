// Original file: protos/bms/billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface InvoiceSummary {
  'id'?: (number | string | Long);
  'invoice_number'?: (string);
  'client_id'?: (number | string | Long);
  'status'?: (string);
  'total'?: (number | string);
  'due_date'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'deleted_at'?: (string);
  '_deleted_at'?: "deleted_at";
}

export interface InvoiceSummary__Output {
  'id': (number);
  'invoice_number': (string);
  'client_id': (number);
  'status': (string);
  'total': (number);
  'due_date': (string);
  'created_at': (string);
  'updated_at': (string);
  'deleted_at'?: (string);
}
