import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Empty as _bms_common_v1_Empty, Empty__Output as _bms_common_v1_Empty__Output } from './bms/common/v1/Empty';
import type { IdRequest as _bms_common_v1_IdRequest, IdRequest__Output as _bms_common_v1_IdRequest__Output } from './bms/common/v1/IdRequest';
import type { ListOptions as _bms_common_v1_ListOptions, ListOptions__Output as _bms_common_v1_ListOptions__Output } from './bms/common/v1/ListOptions';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from './bms/common/v1/PageMeta';
import type { Result as _bms_common_v1_Result, Result__Output as _bms_common_v1_Result__Output } from './bms/common/v1/Result';
import type { Announcement as _bms_content_v1_Announcement, Announcement__Output as _bms_content_v1_Announcement__Output } from './bms/content/v1/Announcement';
import type { AnnouncementInput as _bms_content_v1_AnnouncementInput, AnnouncementInput__Output as _bms_content_v1_AnnouncementInput__Output } from './bms/content/v1/AnnouncementInput';
import type { AnnouncementList as _bms_content_v1_AnnouncementList, AnnouncementList__Output as _bms_content_v1_AnnouncementList__Output } from './bms/content/v1/AnnouncementList';
import type { AnnouncementRecord as _bms_content_v1_AnnouncementRecord, AnnouncementRecord__Output as _bms_content_v1_AnnouncementRecord__Output } from './bms/content/v1/AnnouncementRecord';
import type { AnnouncementSummary as _bms_content_v1_AnnouncementSummary, AnnouncementSummary__Output as _bms_content_v1_AnnouncementSummary__Output } from './bms/content/v1/AnnouncementSummary';
import type { CreateAnnouncementRequest as _bms_content_v1_CreateAnnouncementRequest, CreateAnnouncementRequest__Output as _bms_content_v1_CreateAnnouncementRequest__Output } from './bms/content/v1/CreateAnnouncementRequest';
import type { CreatePageRequest as _bms_content_v1_CreatePageRequest, CreatePageRequest__Output as _bms_content_v1_CreatePageRequest__Output } from './bms/content/v1/CreatePageRequest';
import type { ListAnnouncementsRequest as _bms_content_v1_ListAnnouncementsRequest, ListAnnouncementsRequest__Output as _bms_content_v1_ListAnnouncementsRequest__Output } from './bms/content/v1/ListAnnouncementsRequest';
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
        Announcement: MessageTypeDefinition<_bms_content_v1_Announcement, _bms_content_v1_Announcement__Output>
        AnnouncementInput: MessageTypeDefinition<_bms_content_v1_AnnouncementInput, _bms_content_v1_AnnouncementInput__Output>
        AnnouncementList: MessageTypeDefinition<_bms_content_v1_AnnouncementList, _bms_content_v1_AnnouncementList__Output>
        AnnouncementRecord: MessageTypeDefinition<_bms_content_v1_AnnouncementRecord, _bms_content_v1_AnnouncementRecord__Output>
        AnnouncementSummary: MessageTypeDefinition<_bms_content_v1_AnnouncementSummary, _bms_content_v1_AnnouncementSummary__Output>
        CreateAnnouncementRequest: MessageTypeDefinition<_bms_content_v1_CreateAnnouncementRequest, _bms_content_v1_CreateAnnouncementRequest__Output>
        CreatePageRequest: MessageTypeDefinition<_bms_content_v1_CreatePageRequest, _bms_content_v1_CreatePageRequest__Output>
        ListAnnouncementsRequest: MessageTypeDefinition<_bms_content_v1_ListAnnouncementsRequest, _bms_content_v1_ListAnnouncementsRequest__Output>
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

