// Original file: protos/bms/crm/v1/crm_modules.proto

import type { EstimateSummary as _bms_crm_v1_EstimateSummary, EstimateSummary__Output as _bms_crm_v1_EstimateSummary__Output } from '../../../bms/crm/v1/EstimateSummary';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface EstimateList {
  'records'?: (_bms_crm_v1_EstimateSummary)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface EstimateList__Output {
  'records': (_bms_crm_v1_EstimateSummary__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
