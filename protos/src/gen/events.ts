import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Empty as _bms_common_v1_Empty, Empty__Output as _bms_common_v1_Empty__Output } from './bms/common/v1/Empty';
import type { EventAdminClient as _bms_common_v1_EventAdminClient, EventAdminDefinition as _bms_common_v1_EventAdminDefinition } from './bms/common/v1/EventAdmin';
import type { IdRequest as _bms_common_v1_IdRequest, IdRequest__Output as _bms_common_v1_IdRequest__Output } from './bms/common/v1/IdRequest';
import type { ListOptions as _bms_common_v1_ListOptions, ListOptions__Output as _bms_common_v1_ListOptions__Output } from './bms/common/v1/ListOptions';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from './bms/common/v1/PageMeta';
import type { ParkedEvent as _bms_common_v1_ParkedEvent, ParkedEvent__Output as _bms_common_v1_ParkedEvent__Output } from './bms/common/v1/ParkedEvent';
import type { ParkedEventList as _bms_common_v1_ParkedEventList, ParkedEventList__Output as _bms_common_v1_ParkedEventList__Output } from './bms/common/v1/ParkedEventList';
import type { ParkedEventRequest as _bms_common_v1_ParkedEventRequest, ParkedEventRequest__Output as _bms_common_v1_ParkedEventRequest__Output } from './bms/common/v1/ParkedEventRequest';
import type { RecordPage as _bms_common_v1_RecordPage, RecordPage__Output as _bms_common_v1_RecordPage__Output } from './bms/common/v1/RecordPage';
import type { RecordPageRequest as _bms_common_v1_RecordPageRequest, RecordPageRequest__Output as _bms_common_v1_RecordPageRequest__Output } from './bms/common/v1/RecordPageRequest';
import type { RecordSourceClient as _bms_common_v1_RecordSourceClient, RecordSourceDefinition as _bms_common_v1_RecordSourceDefinition } from './bms/common/v1/RecordSource';
import type { Result as _bms_common_v1_Result, Result__Output as _bms_common_v1_Result__Output } from './bms/common/v1/Result';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  bms: {
    common: {
      v1: {
        Empty: MessageTypeDefinition<_bms_common_v1_Empty, _bms_common_v1_Empty__Output>
        EventAdmin: SubtypeConstructor<typeof grpc.Client, _bms_common_v1_EventAdminClient> & { service: _bms_common_v1_EventAdminDefinition }
        IdRequest: MessageTypeDefinition<_bms_common_v1_IdRequest, _bms_common_v1_IdRequest__Output>
        ListOptions: MessageTypeDefinition<_bms_common_v1_ListOptions, _bms_common_v1_ListOptions__Output>
        PageMeta: MessageTypeDefinition<_bms_common_v1_PageMeta, _bms_common_v1_PageMeta__Output>
        ParkedEvent: MessageTypeDefinition<_bms_common_v1_ParkedEvent, _bms_common_v1_ParkedEvent__Output>
        ParkedEventList: MessageTypeDefinition<_bms_common_v1_ParkedEventList, _bms_common_v1_ParkedEventList__Output>
        ParkedEventRequest: MessageTypeDefinition<_bms_common_v1_ParkedEventRequest, _bms_common_v1_ParkedEventRequest__Output>
        RecordPage: MessageTypeDefinition<_bms_common_v1_RecordPage, _bms_common_v1_RecordPage__Output>
        RecordPageRequest: MessageTypeDefinition<_bms_common_v1_RecordPageRequest, _bms_common_v1_RecordPageRequest__Output>
        RecordSource: SubtypeConstructor<typeof grpc.Client, _bms_common_v1_RecordSourceClient> & { service: _bms_common_v1_RecordSourceDefinition }
        Result: MessageTypeDefinition<_bms_common_v1_Result, _bms_common_v1_Result__Output>
      }
    }
  }
}

