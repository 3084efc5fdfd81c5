import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Empty as _bms_common_v1_Empty, Empty__Output as _bms_common_v1_Empty__Output } from './bms/common/v1/Empty';
import type { IdRequest as _bms_common_v1_IdRequest, IdRequest__Output as _bms_common_v1_IdRequest__Output } from './bms/common/v1/IdRequest';
import type { ListOptions as _bms_common_v1_ListOptions, ListOptions__Output as _bms_common_v1_ListOptions__Output } from './bms/common/v1/ListOptions';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from './bms/common/v1/PageMeta';
import type { Result as _bms_common_v1_Result, Result__Output as _bms_common_v1_Result__Output } from './bms/common/v1/Result';
import type { CreatePageRequest as _bms_content_v1_CreatePageRequest, CreatePageRequest__Output as _bms_content_v1_CreatePageRequest__Output } from './bms/content/v1/CreatePageRequest';
import type { ListPagesRequest as _bms_content_v1_ListPagesRequest, ListPagesRequest__Output as _bms_content_v1_ListPagesRequest__Output } from './bms/content/v1/ListPagesRequest';
import type { Page as _bms_content_v1_Page, Page__Output as _bms_content_v1_Page__Output } from './bms/content/v1/Page';
import type { PageInput as _bms_content_v1_PageInput, PageInput__Output as _bms_content_v1_PageInput__Output } from './bms/content/v1/PageInput';
import type { PageList as _bms_content_v1_PageList, PageList__Output as _bms_content_v1_PageList__Output } from './bms/content/v1/PageList';
import type { PageRecord as _bms_content_v1_PageRecord, PageRecord__Output as _bms_content_v1_PageRecord__Output } from './bms/content/v1/PageRecord';
import type { PageSummary as _bms_content_v1_PageSummary, PageSummary__Output as _bms_content_v1_PageSummary__Output } from './bms/content/v1/PageSummary';
import type { UpdatePageRequest as _bms_content_v1_UpdatePageRequest, UpdatePageRequest__Output as _bms_content_v1_UpdatePageRequest__Output } from './bms/content/v1/UpdatePageRequest';

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
    content: {
      v1: {
        CreatePageRequest: MessageTypeDefinition<_bms_content_v1_CreatePageRequest, _bms_content_v1_CreatePageRequest__Output>
        ListPagesRequest: MessageTypeDefinition<_bms_content_v1_ListPagesRequest, _bms_content_v1_ListPagesRequest__Output>
        Page: MessageTypeDefinition<_bms_content_v1_Page, _bms_content_v1_Page__Output>
        PageInput: MessageTypeDefinition<_bms_content_v1_PageInput, _bms_content_v1_PageInput__Output>
        PageList: MessageTypeDefinition<_bms_content_v1_PageList, _bms_content_v1_PageList__Output>
        PageRecord: MessageTypeDefinition<_bms_content_v1_PageRecord, _bms_content_v1_PageRecord__Output>
        PageSummary: MessageTypeDefinition<_bms_content_v1_PageSummary, _bms_content_v1_PageSummary__Output>
        UpdatePageRequest: MessageTypeDefinition<_bms_content_v1_UpdatePageRequest, _bms_content_v1_UpdatePageRequest__Output>
      }
    }
  }
}

