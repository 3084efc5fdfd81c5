// Original file: protos/bms/crm/v1/crm_modules.proto

import type { ClientSummary as _bms_crm_v1_ClientSummary, ClientSummary__Output as _bms_crm_v1_ClientSummary__Output } from '../../../bms/crm/v1/ClientSummary';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface ClientList {
  'records'?: (_bms_crm_v1_ClientSummary)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface ClientList__Output {
  'records': (_bms_crm_v1_ClientSummary__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
