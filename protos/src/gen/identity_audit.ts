import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Empty as _bms_common_v1_Empty, Empty__Output as _bms_common_v1_Empty__Output } from './bms/common/v1/Empty';
import type { IdRequest as _bms_common_v1_IdRequest, IdRequest__Output as _bms_common_v1_IdRequest__Output } from './bms/common/v1/IdRequest';
import type { ListOptions as _bms_common_v1_ListOptions, ListOptions__Output as _bms_common_v1_ListOptions__Output } from './bms/common/v1/ListOptions';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from './bms/common/v1/PageMeta';
import type { Result as _bms_common_v1_Result, Result__Output as _bms_common_v1_Result__Output } from './bms/common/v1/Result';
import type { AuditBreak as _bms_identity_v1_AuditBreak, AuditBreak__Output as _bms_identity_v1_AuditBreak__Output } from './bms/identity/v1/AuditBreak';
import type { AuditEntry as _bms_identity_v1_AuditEntry, AuditEntry__Output as _bms_identity_v1_AuditEntry__Output } from './bms/identity/v1/AuditEntry';
import type { AuditEntryBatch as _bms_identity_v1_AuditEntryBatch, AuditEntryBatch__Output as _bms_identity_v1_AuditEntryBatch__Output } from './bms/identity/v1/AuditEntryBatch';
import type { AuditEntryList as _bms_identity_v1_AuditEntryList, AuditEntryList__Output as _bms_identity_v1_AuditEntryList__Output } from './bms/identity/v1/AuditEntryList';
import type { AuditVerification as _bms_identity_v1_AuditVerification, AuditVerification__Output as _bms_identity_v1_AuditVerification__Output } from './bms/identity/v1/AuditVerification';
import type { ExportAuditLogRequest as _bms_identity_v1_ExportAuditLogRequest, ExportAuditLogRequest__Output as _bms_identity_v1_ExportAuditLogRequest__Output } from './bms/identity/v1/ExportAuditLogRequest';
import type { ListAuditLogRequest as _bms_identity_v1_ListAuditLogRequest, ListAuditLogRequest__Output as _bms_identity_v1_ListAuditLogRequest__Output } from './bms/identity/v1/ListAuditLogRequest';
import type { VerifyAuditLogRequest as _bms_identity_v1_VerifyAuditLogRequest, VerifyAuditLogRequest__Output as _bms_identity_v1_VerifyAuditLogRequest__Output } from './bms/identity/v1/VerifyAuditLogRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  bms: {
    common: {
      v1: {
        Empty: MessageTypeDefinition<_bms_common_v1_Empty, _bms_common_v1_Empty__Output>
        IdRequest: MessageTypeDefinition<_bms_common_v1_IdRequest, _bms_common_v1_IdRequest__Output>
        ListOptions: MessageTypeDefinition<_bms_common_v1_ListOptions, _bms_common_v1_ListOptions__Output>
        PageMeta: MessageTypeDefinition<_bms_common_v1_PageMeta, _bms_common_v1_PageMeta__Output>
        Result: MessageTypeDefinition<_bms_common_v1_Result, _bms_common_v1_Result__Output>
      }
    }
    identity: {
      v1: {
        AuditBreak: MessageTypeDefinition<_bms_identity_v1_AuditBreak, _bms_identity_v1_AuditBreak__Output>
        AuditEntry: MessageTypeDefinition<_bms_identity_v1_AuditEntry, _bms_identity_v1_AuditEntry__Output>
        AuditEntryBatch: MessageTypeDefinition<_bms_identity_v1_AuditEntryBatch, _bms_identity_v1_AuditEntryBatch__Output>
        AuditEntryList: MessageTypeDefinition<_bms_identity_v1_AuditEntryList, _bms_identity_v1_AuditEntryList__Output>
        AuditVerification: MessageTypeDefinition<_bms_identity_v1_AuditVerification, _bms_identity_v1_AuditVerification__Output>
        ExportAuditLogRequest: MessageTypeDefinition<_bms_identity_v1_ExportAuditLogRequest, _bms_identity_v1_ExportAuditLogRequest__Output>
        ListAuditLogRequest: MessageTypeDefinition<_bms_identity_v1_ListAuditLogRequest, _bms_identity_v1_ListAuditLogRequest__Output>
        VerifyAuditLogRequest: MessageTypeDefinition<_bms_identity_v1_VerifyAuditLogRequest, _bms_identity_v1_VerifyAuditLogRequest__Output>
      }
    }
  }
}

