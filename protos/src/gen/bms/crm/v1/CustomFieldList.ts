// Original file: protos/bms/crm/v1/crm.proto

import type { CustomField as _bms_crm_v1_CustomField, CustomField__Output as _bms_crm_v1_CustomField__Output } from '../../../bms/crm/v1/CustomField';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface CustomFieldList {
  'records'?: (_bms_crm_v1_CustomField)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface CustomFieldList__Output {
  'records': (_bms_crm_v1_CustomField__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
