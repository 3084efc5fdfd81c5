// Original file: protos/bms/crm/v1/crm_modules.proto

import type { ContactSummary as _bms_crm_v1_ContactSummary, ContactSummary__Output as _bms_crm_v1_ContactSummary__Output } from '../../../bms/crm/v1/ContactSummary';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface ContactList {
  'records'?: (_bms_crm_v1_ContactSummary)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface ContactList__Output {
  'records': (_bms_crm_v1_ContactSummary__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
