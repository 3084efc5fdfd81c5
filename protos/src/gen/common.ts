import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Empty as _bms_common_v1_Empty, Empty__Output as _bms_common_v1_Empty__Output } from './bms/common/v1/Empty';
import type { IdRequest as _bms_common_v1_IdRequest, IdRequest__Output as _bms_common_v1_IdRequest__Output } from './bms/common/v1/IdRequest';
import type { ListOptions as _bms_common_v1_ListOptions, ListOptions__Output as _bms_common_v1_ListOptions__Output } from './bms/common/v1/ListOptions';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from './bms/common/v1/PageMeta';
import type { Result as _bms_common_v1_Result, Result__Output as _bms_common_v1_Result__Output } from './bms/common/v1/Result';

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
  }
}

