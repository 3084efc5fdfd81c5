// Original file: protos/bms/crm/v1/crm_modules.proto

import type { Client as _bms_crm_v1_Client, Client__Output as _bms_crm_v1_Client__Output } from '../../../bms/crm/v1/Client';

export interface ClientDetail {
  'record'?: (_bms_crm_v1_Client | null);
  'custom_fields'?: ({[key: string]: string});
}

export interface ClientDetail__Output {
  'record': (_bms_crm_v1_Client__Output | null);
  'custom_fields': ({[key: string]: string});
}
