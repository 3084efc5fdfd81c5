// Original file: protos/bms/crm/v1/crm_modules.proto

import type { ClientInput as _bms_crm_v1_ClientInput, ClientInput__Output as _bms_crm_v1_ClientInput__Output } from '../../../bms/crm/v1/ClientInput';

export interface CreateClientRequest {
  'input'?: (_bms_crm_v1_ClientInput | null);
}

export interface CreateClientRequest__Output {
  'input': (_bms_crm_v1_ClientInput__Output | null);
}
