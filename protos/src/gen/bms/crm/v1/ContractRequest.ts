// Original file: protos/bms/crm/v1/crm.proto

import type { Long } from '@grpc/proto-loader';

export interface ContractRequest {
  'client_id'?: (number | string | Long);
}

export interface ContractRequest__Output {
  'client_id': (number);
}
