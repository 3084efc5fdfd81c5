// Original file: protos/bms/crm/v1/crm_modules.proto

import type { Contact as _bms_crm_v1_Contact, Contact__Output as _bms_crm_v1_Contact__Output } from '../../../bms/crm/v1/Contact';

export interface ContactRecord {
  'record'?: (_bms_crm_v1_Contact | null);
}

export interface ContactRecord__Output {
  'record': (_bms_crm_v1_Contact__Output | null);
}
