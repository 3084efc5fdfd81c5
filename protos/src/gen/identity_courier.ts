import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Empty as _bms_common_v1_Empty, Empty__Output as _bms_common_v1_Empty__Output } from './bms/common/v1/Empty';
import type { IdRequest as _bms_common_v1_IdRequest, IdRequest__Output as _bms_common_v1_IdRequest__Output } from './bms/common/v1/IdRequest';
import type { ListOptions as _bms_common_v1_ListOptions, ListOptions__Output as _bms_common_v1_ListOptions__Output } from './bms/common/v1/ListOptions';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from './bms/common/v1/PageMeta';
import type { Result as _bms_common_v1_Result, Result__Output as _bms_common_v1_Result__Output } from './bms/common/v1/Result';
import type { CourierMessage as _bms_identity_v1_CourierMessage, CourierMessage__Output as _bms_identity_v1_CourierMessage__Output } from './bms/identity/v1/CourierMessage';
import type { CourierMessageList as _bms_identity_v1_CourierMessageList, CourierMessageList__Output as _bms_identity_v1_CourierMessageList__Output } from './bms/identity/v1/CourierMessageList';
import type { ListMessagesRequest as _bms_identity_v1_ListMessagesRequest, ListMessagesRequest__Output as _bms_identity_v1_ListMessagesRequest__Output } from './bms/identity/v1/ListMessagesRequest';

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
        CourierMessage: MessageTypeDefinition<_bms_identity_v1_CourierMessage, _bms_identity_v1_CourierMessage__Output>
        CourierMessageList: MessageTypeDefinition<_bms_identity_v1_CourierMessageList, _bms_identity_v1_CourierMessageList__Output>
        ListMessagesRequest: MessageTypeDefinition<_bms_identity_v1_ListMessagesRequest, _bms_identity_v1_ListMessagesRequest__Output>
      }
    }
  }
}

