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
import type { ContentClient as _bms_content_v1_ContentClient, ContentDefinition as _bms_content_v1_ContentDefinition } from './bms/content/v1/Content';
import type { CreateAnnouncementRequest as _bms_content_v1_CreateAnnouncementRequest, CreateAnnouncementRequest__Output as _bms_content_v1_CreateAnnouncementRequest__Output } from './bms/content/v1/CreateAnnouncementRequest';
import type { CreateLeftMenuItemRequest as _bms_content_v1_CreateLeftMenuItemRequest, CreateLeftMenuItemRequest__Output as _bms_content_v1_CreateLeftMenuItemRequest__Output } from './bms/content/v1/CreateLeftMenuItemRequest';
import type { CreateMessageRequest as _bms_content_v1_CreateMessageRequest, CreateMessageRequest__Output as _bms_content_v1_CreateMessageRequest__Output } from './bms/content/v1/CreateMessageRequest';
import type { CreatePageRequest as _bms_content_v1_CreatePageRequest, CreatePageRequest__Output as _bms_content_v1_CreatePageRequest__Output } from './bms/content/v1/CreatePageRequest';
import type { GetTrackedEventRequest as _bms_content_v1_GetTrackedEventRequest, GetTrackedEventRequest__Output as _bms_content_v1_GetTrackedEventRequest__Output } from './bms/content/v1/GetTrackedEventRequest';
import type { LeftMenuItem as _bms_content_v1_LeftMenuItem, LeftMenuItem__Output as _bms_content_v1_LeftMenuItem__Output } from './bms/content/v1/LeftMenuItem';
import type { LeftMenuItemInput as _bms_content_v1_LeftMenuItemInput, LeftMenuItemInput__Output as _bms_content_v1_LeftMenuItemInput__Output } from './bms/content/v1/LeftMenuItemInput';
import type { LeftMenuItemList as _bms_content_v1_LeftMenuItemList, LeftMenuItemList__Output as _bms_content_v1_LeftMenuItemList__Output } from './bms/content/v1/LeftMenuItemList';
import type { LeftMenuItemRecord as _bms_content_v1_LeftMenuItemRecord, LeftMenuItemRecord__Output as _bms_content_v1_LeftMenuItemRecord__Output } from './bms/content/v1/LeftMenuItemRecord';
import type { ListAnnouncementsRequest as _bms_content_v1_ListAnnouncementsRequest, ListAnnouncementsRequest__Output as _bms_content_v1_ListAnnouncementsRequest__Output } from './bms/content/v1/ListAnnouncementsRequest';
import type { ListLeftMenuItemsRequest as _bms_content_v1_ListLeftMenuItemsRequest, ListLeftMenuItemsRequest__Output as _bms_content_v1_ListLeftMenuItemsRequest__Output } from './bms/content/v1/ListLeftMenuItemsRequest';
import type { ListMessagesRequest as _bms_content_v1_ListMessagesRequest, ListMessagesRequest__Output as _bms_content_v1_ListMessagesRequest__Output } from './bms/content/v1/ListMessagesRequest';
import type { ListPagesRequest as _bms_content_v1_ListPagesRequest, ListPagesRequest__Output as _bms_content_v1_ListPagesRequest__Output } from './bms/content/v1/ListPagesRequest';
import type { Message as _bms_content_v1_Message, Message__Output as _bms_content_v1_Message__Output } from './bms/content/v1/Message';
import type { MessageInput as _bms_content_v1_MessageInput, MessageInput__Output as _bms_content_v1_MessageInput__Output } from './bms/content/v1/MessageInput';
import type { MessageList as _bms_content_v1_MessageList, MessageList__Output as _bms_content_v1_MessageList__Output } from './bms/content/v1/MessageList';
import type { MessageRecord as _bms_content_v1_MessageRecord, MessageRecord__Output as _bms_content_v1_MessageRecord__Output } from './bms/content/v1/MessageRecord';
import type { Page as _bms_content_v1_Page, Page__Output as _bms_content_v1_Page__Output } from './bms/content/v1/Page';
import type { PageInput as _bms_content_v1_PageInput, PageInput__Output as _bms_content_v1_PageInput__Output } from './bms/content/v1/PageInput';
import type { PageList as _bms_content_v1_PageList, PageList__Output as _bms_content_v1_PageList__Output } from './bms/content/v1/PageList';
import type { PageRecord as _bms_content_v1_PageRecord, PageRecord__Output as _bms_content_v1_PageRecord__Output } from './bms/content/v1/PageRecord';
import type { PageSummary as _bms_content_v1_PageSummary, PageSummary__Output as _bms_content_v1_PageSummary__Output } from './bms/content/v1/PageSummary';
import type { ResetLeftMenuRequest as _bms_content_v1_ResetLeftMenuRequest, ResetLeftMenuRequest__Output as _bms_content_v1_ResetLeftMenuRequest__Output } from './bms/content/v1/ResetLeftMenuRequest';
import type { TrackEventInput as _bms_content_v1_TrackEventInput, TrackEventInput__Output as _bms_content_v1_TrackEventInput__Output } from './bms/content/v1/TrackEventInput';
import type { TrackEventRequest as _bms_content_v1_TrackEventRequest, TrackEventRequest__Output as _bms_content_v1_TrackEventRequest__Output } from './bms/content/v1/TrackEventRequest';
import type { TrackedEvent as _bms_content_v1_TrackedEvent, TrackedEvent__Output as _bms_content_v1_TrackedEvent__Output } from './bms/content/v1/TrackedEvent';
import type { TrackedEventRecord as _bms_content_v1_TrackedEventRecord, TrackedEventRecord__Output as _bms_content_v1_TrackedEventRecord__Output } from './bms/content/v1/TrackedEventRecord';
import type { UpdateMessageRequest as _bms_content_v1_UpdateMessageRequest, UpdateMessageRequest__Output as _bms_content_v1_UpdateMessageRequest__Output } from './bms/content/v1/UpdateMessageRequest';
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
        Content: SubtypeConstructor<typeof grpc.Client, _bms_content_v1_ContentClient> & { service: _bms_content_v1_ContentDefinition }
        CreateAnnouncementRequest: MessageTypeDefinition<_bms_content_v1_CreateAnnouncementRequest, _bms_content_v1_CreateAnnouncementRequest__Output>
        CreateLeftMenuItemRequest: MessageTypeDefinition<_bms_content_v1_CreateLeftMenuItemRequest, _bms_content_v1_CreateLeftMenuItemRequest__Output>
        CreateMessageRequest: MessageTypeDefinition<_bms_content_v1_CreateMessageRequest, _bms_content_v1_CreateMessageRequest__Output>
        CreatePageRequest: MessageTypeDefinition<_bms_content_v1_CreatePageRequest, _bms_content_v1_CreatePageRequest__Output>
        GetTrackedEventRequest: MessageTypeDefinition<_bms_content_v1_GetTrackedEventRequest, _bms_content_v1_GetTrackedEventRequest__Output>
        LeftMenuItem: MessageTypeDefinition<_bms_content_v1_LeftMenuItem, _bms_content_v1_LeftMenuItem__Output>
        LeftMenuItemInput: MessageTypeDefinition<_bms_content_v1_LeftMenuItemInput, _bms_content_v1_LeftMenuItemInput__Output>
        LeftMenuItemList: MessageTypeDefinition<_bms_content_v1_LeftMenuItemList, _bms_content_v1_LeftMenuItemList__Output>
        LeftMenuItemRecord: MessageTypeDefinition<_bms_content_v1_LeftMenuItemRecord, _bms_content_v1_LeftMenuItemRecord__Output>
        ListAnnouncementsRequest: MessageTypeDefinition<_bms_content_v1_ListAnnouncementsRequest, _bms_content_v1_ListAnnouncementsRequest__Output>
        ListLeftMenuItemsRequest: MessageTypeDefinition<_bms_content_v1_ListLeftMenuItemsRequest, _bms_content_v1_ListLeftMenuItemsRequest__Output>
        ListMessagesRequest: MessageTypeDefinition<_bms_content_v1_ListMessagesRequest, _bms_content_v1_ListMessagesRequest__Output>
        ListPagesRequest: MessageTypeDefinition<_bms_content_v1_ListPagesRequest, _bms_content_v1_ListPagesRequest__Output>
        Message: MessageTypeDefinition<_bms_content_v1_Message, _bms_content_v1_Message__Output>
        MessageInput: MessageTypeDefinition<_bms_content_v1_MessageInput, _bms_content_v1_MessageInput__Output>
        MessageList: MessageTypeDefinition<_bms_content_v1_MessageList, _bms_content_v1_MessageList__Output>
        MessageRecord: MessageTypeDefinition<_bms_content_v1_MessageRecord, _bms_content_v1_MessageRecord__Output>
        Page: MessageTypeDefinition<_bms_content_v1_Page, _bms_content_v1_Page__Output>
        PageInput: MessageTypeDefinition<_bms_content_v1_PageInput, _bms_content_v1_PageInput__Output>
        PageList: MessageTypeDefinition<_bms_content_v1_PageList, _bms_content_v1_PageList__Output>
        PageRecord: MessageTypeDefinition<_bms_content_v1_PageRecord, _bms_content_v1_PageRecord__Output>
        PageSummary: MessageTypeDefinition<_bms_content_v1_PageSummary, _bms_content_v1_PageSummary__Output>
        ResetLeftMenuRequest: MessageTypeDefinition<_bms_content_v1_ResetLeftMenuRequest, _bms_content_v1_ResetLeftMenuRequest__Output>
        TrackEventInput: MessageTypeDefinition<_bms_content_v1_TrackEventInput, _bms_content_v1_TrackEventInput__Output>
        TrackEventRequest: MessageTypeDefinition<_bms_content_v1_TrackEventRequest, _bms_content_v1_TrackEventRequest__Output>
        TrackedEvent: MessageTypeDefinition<_bms_content_v1_TrackedEvent, _bms_content_v1_TrackedEvent__Output>
        TrackedEventRecord: MessageTypeDefinition<_bms_content_v1_TrackedEventRecord, _bms_content_v1_TrackedEventRecord__Output>
        UpdateMessageRequest: MessageTypeDefinition<_bms_content_v1_UpdateMessageRequest, _bms_content_v1_UpdateMessageRequest__Output>
        UpdatePageRequest: MessageTypeDefinition<_bms_content_v1_UpdatePageRequest, _bms_content_v1_UpdatePageRequest__Output>
      }
    }
  }
}

