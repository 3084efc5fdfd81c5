// Original file: protos/bms/crm/v1/crm_modules.proto

import type { ContactInput as _bms_crm_v1_ContactInput, ContactInput__Output as _bms_crm_v1_ContactInput__Output } from '../../../bms/crm/v1/ContactInput';

export interface CreateContactRequest {
  'input'?: (_bms_crm_v1_ContactInput | null);
}

export interface CreateContactRequest__Output {
  'input': (_bms_crm_v1_ContactInput__Output | null);
}
