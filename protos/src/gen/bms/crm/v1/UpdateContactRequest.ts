// Original file: protos/bms/crm/v1/crm_modules.proto

import type { ContactInput as _bms_crm_v1_ContactInput, ContactInput__Output as _bms_crm_v1_ContactInput__Output } from '../../../bms/crm/v1/ContactInput';
import type { Long } from '@grpc/proto-loader';

export interface UpdateContactRequest {
  'id'?: (number | string | Long);
  'input'?: (_bms_crm_v1_ContactInput | null);
  'update_mask'?: (string)[];
}

export interface UpdateContactRequest__Output {
  'id': (number);
  'input': (_bms_crm_v1_ContactInput__Output | null);
  'update_mask': (string)[];
}
