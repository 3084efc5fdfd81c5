// Original file: protos/bms/crm/v1/crm.proto

import type { Contract as _bms_crm_v1_Contract, Contract__Output as _bms_crm_v1_Contract__Output } from '../../../bms/crm/v1/Contract';

export interface ContractRecord {
  'record'?: (_bms_crm_v1_Contract | null);
}

export interface ContractRecord__Output {
  'record': (_bms_crm_v1_Contract__Output | null);
}
