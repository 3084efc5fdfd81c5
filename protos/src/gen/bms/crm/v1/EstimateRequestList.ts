// Original file: protos/bms/crm/v1/crm.proto

import type { EstimateRequest as _bms_crm_v1_EstimateRequest, EstimateRequest__Output as _bms_crm_v1_EstimateRequest__Output } from '../../../bms/crm/v1/EstimateRequest';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from '../../../bms/common/v1/PageMeta';

export interface EstimateRequestList {
  'records'?: (_bms_crm_v1_EstimateRequest)[];
  'meta'?: (_bms_common_v1_PageMeta | null);
}

export interface EstimateRequestList__Output {
  'records': (_bms_crm_v1_EstimateRequest__Output)[];
  'meta': (_bms_common_v1_PageMeta__Output | null);
}
