// Original file: protos/bms/crm/v1/crm_modules.proto

import type { Client as _bms_crm_v1_Client, Client__Output as _bms_crm_v1_Client__Output } from '../../../bms/crm/v1/Client';

export interface ClientRecord {
  'record'?: (_bms_crm_v1_Client | null);
}

export interface ClientRecord__Output {
  'record': (_bms_crm_v1_Client__Output | null);
}
