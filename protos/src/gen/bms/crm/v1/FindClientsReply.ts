// Original file: protos/bms/crm/v1/crm.proto

import type { ClientFound as _bms_crm_v1_ClientFound, ClientFound__Output as _bms_crm_v1_ClientFound__Output } from '../../../bms/crm/v1/ClientFound';

export interface FindClientsReply {
  'clients'?: (_bms_crm_v1_ClientFound)[];
}

export interface FindClientsReply__Output {
  'clients': (_bms_crm_v1_ClientFound__Output)[];
}
