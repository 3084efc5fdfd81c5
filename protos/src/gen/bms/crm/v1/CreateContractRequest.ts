// Original file: protos/bms/crm/v1/crm.proto

import type { ContractInput as _bms_crm_v1_ContractInput, ContractInput__Output as _bms_crm_v1_ContractInput__Output } from '../../../bms/crm/v1/ContractInput';
import type { Long } from '@grpc/proto-loader';

export interface CreateContractRequest {
  'client_id'?: (number | string | Long);
  'input'?: (_bms_crm_v1_ContractInput | null);
}

export interface CreateContractRequest__Output {
  'client_id': (number);
  'input': (_bms_crm_v1_ContractInput__Output | null);
}
