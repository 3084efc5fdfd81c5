// Original file: protos/bms/crm/v1/crm_modules.proto

import type { ClientInput as _bms_crm_v1_ClientInput, ClientInput__Output as _bms_crm_v1_ClientInput__Output } from '../../../bms/crm/v1/ClientInput';
import type { Long } from '@grpc/proto-loader';

export interface UpdateClientRequest {
  'id'?: (number | string | Long);
  'input'?: (_bms_crm_v1_ClientInput | null);
  'update_mask'?: (string)[];
}

export interface UpdateClientRequest__Output {
  'id': (number);
  'input': (_bms_crm_v1_ClientInput__Output | null);
  'update_mask': (string)[];
}
