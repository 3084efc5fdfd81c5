// Original file: protos/bms/content/v1/content.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AnnouncementList as _bms_content_v1_AnnouncementList, AnnouncementList__Output as _bms_content_v1_AnnouncementList__Output } from '../../../bms/content/v1/AnnouncementList';
import type { AnnouncementRecord as _bms_content_v1_AnnouncementRecord, AnnouncementRecord__Output as _bms_content_v1_AnnouncementRecord__Output } from '../../../bms/content/v1/AnnouncementRecord';
import type { CreateAnnouncementRequest as _bms_content_v1_CreateAnnouncementRequest, CreateAnnouncementRequest__Output as _bms_content_v1_CreateAnnouncementRequest__Output } from '../../../bms/content/v1/CreateAnnouncementRequest';
import type { CreateLeftMenuItemRequest as _bms_content_v1_CreateLeftMenuItemRequest, CreateLeftMenuItemRequest__Output as _bms_content_v1_CreateLeftMenuItemRequest__Output } from '../../../bms/content/v1/CreateLeftMenuItemRequest';
import type { CreateMessageRequest as _bms_content_v1_CreateMessageRequest, CreateMessageRequest__Output as _bms_content_v1_CreateMessageRequest__Output } from '../../../bms/content/v1/CreateMessageRequest';
import type { CreatePageRequest as _bms_content_v1_CreatePageRequest, CreatePageRequest__Output as _bms_content_v1_CreatePageRequest__Output } from '../../../bms/content/v1/CreatePageRequest';
import type { GetTrackedEventRequest as _bms_content_v1_GetTrackedEventRequest, GetTrackedEventRequest__Output as _bms_content_v1_GetTrackedEventRequest__Output } from '../../../bms/content/v1/GetTrackedEventRequest';
import type { IdRequest as _bms_common_v1_IdRequest, IdRequest__Output as _bms_common_v1_IdRequest__Output } from '../../../bms/common/v1/IdRequest';
import type { LeftMenuItemList as _bms_content_v1_LeftMenuItemList, LeftMenuItemList__Output as _bms_content_v1_LeftMenuItemList__Output } from '../../../bms/content/v1/LeftMenuItemList';
import type { LeftMenuItemRecord as _bms_content_v1_LeftMenuItemRecord, LeftMenuItemRecord__Output as _bms_content_v1_LeftMenuItemRecord__Output } from '../../../bms/content/v1/LeftMenuItemRecord';
import type { ListAnnouncementsRequest as _bms_content_v1_ListAnnouncementsRequest, ListAnnouncementsRequest__Output as _bms_content_v1_ListAnnouncementsRequest__Output } from '../../../bms/content/v1/ListAnnouncementsRequest';
import type { ListLeftMenuItemsRequest as _bms_content_v1_ListLeftMenuItemsRequest, ListLeftMenuItemsRequest__Output as _bms_content_v1_ListLeftMenuItemsRequest__Output } from '../../../bms/content/v1/ListLeftMenuItemsRequest';
import type { ListMessagesRequest as _bms_content_v1_ListMessagesRequest, ListMessagesRequest__Output as _bms_content_v1_ListMessagesRequest__Output } from '../../../bms/content/v1/ListMessagesRequest';
import type { ListPagesRequest as _bms_content_v1_ListPagesRequest, ListPagesRequest__Output as _bms_content_v1_ListPagesRequest__Output } from '../../../bms/content/v1/ListPagesRequest';
import type { MessageList as _bms_content_v1_MessageList, MessageList__Output as _bms_content_v1_MessageList__Output } from '../../../bms/content/v1/MessageList';
import type { MessageRecord as _bms_content_v1_MessageRecord, MessageRecord__Output as _bms_content_v1_MessageRecord__Output } from '../../../bms/content/v1/MessageRecord';
import type { PageList as _bms_content_v1_PageList, PageList__Output as _bms_content_v1_PageList__Output } from '../../../bms/content/v1/PageList';
import type { PageRecord as _bms_content_v1_PageRecord, PageRecord__Output as _bms_content_v1_PageRecord__Output } from '../../../bms/content/v1/PageRecord';
import type { ResetLeftMenuRequest as _bms_content_v1_ResetLeftMenuRequest, ResetLeftMenuRequest__Output as _bms_content_v1_ResetLeftMenuRequest__Output } from '../../../bms/content/v1/ResetLeftMenuRequest';
import type { Result as _bms_common_v1_Result, Result__Output as _bms_common_v1_Result__Output } from '../../../bms/common/v1/Result';
import type { TrackEventRequest as _bms_content_v1_TrackEventRequest, TrackEventRequest__Output as _bms_content_v1_TrackEventRequest__Output } from '../../../bms/content/v1/TrackEventRequest';
import type { TrackedEventRecord as _bms_content_v1_TrackedEventRecord, TrackedEventRecord__Output as _bms_content_v1_TrackedEventRecord__Output } from '../../../bms/content/v1/TrackedEventRecord';
import type { UpdateMessageRequest as _bms_content_v1_UpdateMessageRequest, UpdateMessageRequest__Output as _bms_content_v1_UpdateMessageRequest__Output } from '../../../bms/content/v1/UpdateMessageRequest';
import type { UpdatePageRequest as _bms_content_v1_UpdatePageRequest, UpdatePageRequest__Output as _bms_content_v1_UpdatePageRequest__Output } from '../../../bms/content/v1/UpdatePageRequest';

export interface ContentClient extends grpc.Client {
  CreateAnnouncement(argument: _bms_content_v1_CreateAnnouncementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_AnnouncementRecord__Output>): grpc.ClientUnaryCall;
  CreateAnnouncement(argument: _bms_content_v1_CreateAnnouncementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_AnnouncementRecord__Output>): grpc.ClientUnaryCall;
  CreateAnnouncement(argument: _bms_content_v1_CreateAnnouncementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_AnnouncementRecord__Output>): grpc.ClientUnaryCall;
  CreateAnnouncement(argument: _bms_content_v1_CreateAnnouncementRequest, callback: grpc.requestCallback<_bms_content_v1_AnnouncementRecord__Output>): grpc.ClientUnaryCall;
  createAnnouncement(argument: _bms_content_v1_CreateAnnouncementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_AnnouncementRecord__Output>): grpc.ClientUnaryCall;
  createAnnouncement(argument: _bms_content_v1_CreateAnnouncementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_AnnouncementRecord__Output>): grpc.ClientUnaryCall;
  createAnnouncement(argument: _bms_content_v1_CreateAnnouncementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_AnnouncementRecord__Output>): grpc.ClientUnaryCall;
  createAnnouncement(argument: _bms_content_v1_CreateAnnouncementRequest, callback: grpc.requestCallback<_bms_content_v1_AnnouncementRecord__Output>): grpc.ClientUnaryCall;
  
  CreateLeftMenuItem(argument: _bms_content_v1_CreateLeftMenuItemRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_LeftMenuItemRecord__Output>): grpc.ClientUnaryCall;
  CreateLeftMenuItem(argument: _bms_content_v1_CreateLeftMenuItemRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_LeftMenuItemRecord__Output>): grpc.ClientUnaryCall;
  CreateLeftMenuItem(argument: _bms_content_v1_CreateLeftMenuItemRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_LeftMenuItemRecord__Output>): grpc.ClientUnaryCall;
  CreateLeftMenuItem(argument: _bms_content_v1_CreateLeftMenuItemRequest, callback: grpc.requestCallback<_bms_content_v1_LeftMenuItemRecord__Output>): grpc.ClientUnaryCall;
  createLeftMenuItem(argument: _bms_content_v1_CreateLeftMenuItemRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_LeftMenuItemRecord__Output>): grpc.ClientUnaryCall;
  createLeftMenuItem(argument: _bms_content_v1_CreateLeftMenuItemRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_LeftMenuItemRecord__Output>): grpc.ClientUnaryCall;
  createLeftMenuItem(argument: _bms_content_v1_CreateLeftMenuItemRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_LeftMenuItemRecord__Output>): grpc.ClientUnaryCall;
  createLeftMenuItem(argument: _bms_content_v1_CreateLeftMenuItemRequest, callback: grpc.requestCallback<_bms_content_v1_LeftMenuItemRecord__Output>): grpc.ClientUnaryCall;
  
  CreateMessage(argument: _bms_content_v1_CreateMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_MessageRecord__Output>): grpc.ClientUnaryCall;
  CreateMessage(argument: _bms_content_v1_CreateMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_MessageRecord__Output>): grpc.ClientUnaryCall;
  CreateMessage(argument: _bms_content_v1_CreateMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_MessageRecord__Output>): grpc.ClientUnaryCall;
  CreateMessage(argument: _bms_content_v1_CreateMessageRequest, callback: grpc.requestCallback<_bms_content_v1_MessageRecord__Output>): grpc.ClientUnaryCall;
  createMessage(argument: _bms_content_v1_CreateMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_MessageRecord__Output>): grpc.ClientUnaryCall;
  createMessage(argument: _bms_content_v1_CreateMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_MessageRecord__Output>): grpc.ClientUnaryCall;
  createMessage(argument: _bms_content_v1_CreateMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_MessageRecord__Output>): grpc.ClientUnaryCall;
  createMessage(argument: _bms_content_v1_CreateMessageRequest, callback: grpc.requestCallback<_bms_content_v1_MessageRecord__Output>): grpc.ClientUnaryCall;
  
  CreatePage(argument: _bms_content_v1_CreatePageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_PageRecord__Output>): grpc.ClientUnaryCall;
  CreatePage(argument: _bms_content_v1_CreatePageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_PageRecord__Output>): grpc.ClientUnaryCall;
  CreatePage(argument: _bms_content_v1_CreatePageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_PageRecord__Output>): grpc.ClientUnaryCall;
  CreatePage(argument: _bms_content_v1_CreatePageRequest, callback: grpc.requestCallback<_bms_content_v1_PageRecord__Output>): grpc.ClientUnaryCall;
  createPage(argument: _bms_content_v1_CreatePageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_PageRecord__Output>): grpc.ClientUnaryCall;
  createPage(argument: _bms_content_v1_CreatePageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_PageRecord__Output>): grpc.ClientUnaryCall;
  createPage(argument: _bms_content_v1_CreatePageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_PageRecord__Output>): grpc.ClientUnaryCall;
  createPage(argument: _bms_content_v1_CreatePageRequest, callback: grpc.requestCallback<_bms_content_v1_PageRecord__Output>): grpc.ClientUnaryCall;
  
  DeleteAnnouncement(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteAnnouncement(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteAnnouncement(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteAnnouncement(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteAnnouncement(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteAnnouncement(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteAnnouncement(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteAnnouncement(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  DeleteMessage(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteMessage(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteMessage(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteMessage(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteMessage(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteMessage(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteMessage(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteMessage(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  DeletePage(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeletePage(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeletePage(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeletePage(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deletePage(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deletePage(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deletePage(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deletePage(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  GetAnnouncement(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_AnnouncementRecord__Output>): grpc.ClientUnaryCall;
  GetAnnouncement(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_AnnouncementRecord__Output>): grpc.ClientUnaryCall;
  GetAnnouncement(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_AnnouncementRecord__Output>): grpc.ClientUnaryCall;
  GetAnnouncement(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_content_v1_AnnouncementRecord__Output>): grpc.ClientUnaryCall;
  getAnnouncement(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_AnnouncementRecord__Output>): grpc.ClientUnaryCall;
  getAnnouncement(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_AnnouncementRecord__Output>): grpc.ClientUnaryCall;
  getAnnouncement(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_AnnouncementRecord__Output>): grpc.ClientUnaryCall;
  getAnnouncement(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_content_v1_AnnouncementRecord__Output>): grpc.ClientUnaryCall;
  
  GetMessage(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_MessageRecord__Output>): grpc.ClientUnaryCall;
  GetMessage(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_MessageRecord__Output>): grpc.ClientUnaryCall;
  GetMessage(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_MessageRecord__Output>): grpc.ClientUnaryCall;
  GetMessage(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_content_v1_MessageRecord__Output>): grpc.ClientUnaryCall;
  getMessage(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_MessageRecord__Output>): grpc.ClientUnaryCall;
  getMessage(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_MessageRecord__Output>): grpc.ClientUnaryCall;
  getMessage(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_MessageRecord__Output>): grpc.ClientUnaryCall;
  getMessage(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_content_v1_MessageRecord__Output>): grpc.ClientUnaryCall;
  
  GetPage(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_PageRecord__Output>): grpc.ClientUnaryCall;
  GetPage(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_PageRecord__Output>): grpc.ClientUnaryCall;
  GetPage(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_PageRecord__Output>): grpc.ClientUnaryCall;
  GetPage(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_content_v1_PageRecord__Output>): grpc.ClientUnaryCall;
  getPage(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_PageRecord__Output>): grpc.ClientUnaryCall;
  getPage(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_PageRecord__Output>): grpc.ClientUnaryCall;
  getPage(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_PageRecord__Output>): grpc.ClientUnaryCall;
  getPage(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_content_v1_PageRecord__Output>): grpc.ClientUnaryCall;
  
  GetTrackedEvent(argument: _bms_content_v1_GetTrackedEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_TrackedEventRecord__Output>): grpc.ClientUnaryCall;
  GetTrackedEvent(argument: _bms_content_v1_GetTrackedEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_TrackedEventRecord__Output>): grpc.ClientUnaryCall;
  GetTrackedEvent(argument: _bms_content_v1_GetTrackedEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_TrackedEventRecord__Output>): grpc.ClientUnaryCall;
  GetTrackedEvent(argument: _bms_content_v1_GetTrackedEventRequest, callback: grpc.requestCallback<_bms_content_v1_TrackedEventRecord__Output>): grpc.ClientUnaryCall;
  getTrackedEvent(argument: _bms_content_v1_GetTrackedEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_TrackedEventRecord__Output>): grpc.ClientUnaryCall;
  getTrackedEvent(argument: _bms_content_v1_GetTrackedEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_TrackedEventRecord__Output>): grpc.ClientUnaryCall;
  getTrackedEvent(argument: _bms_content_v1_GetTrackedEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_TrackedEventRecord__Output>): grpc.ClientUnaryCall;
  getTrackedEvent(argument: _bms_content_v1_GetTrackedEventRequest, callback: grpc.requestCallback<_bms_content_v1_TrackedEventRecord__Output>): grpc.ClientUnaryCall;
  
  ListAnnouncements(argument: _bms_content_v1_ListAnnouncementsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_AnnouncementList__Output>): grpc.ClientUnaryCall;
  ListAnnouncements(argument: _bms_content_v1_ListAnnouncementsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_AnnouncementList__Output>): grpc.ClientUnaryCall;
  ListAnnouncements(argument: _bms_content_v1_ListAnnouncementsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_AnnouncementList__Output>): grpc.ClientUnaryCall;
  ListAnnouncements(argument: _bms_content_v1_ListAnnouncementsRequest, callback: grpc.requestCallback<_bms_content_v1_AnnouncementList__Output>): grpc.ClientUnaryCall;
  listAnnouncements(argument: _bms_content_v1_ListAnnouncementsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_AnnouncementList__Output>): grpc.ClientUnaryCall;
  listAnnouncements(argument: _bms_content_v1_ListAnnouncementsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_AnnouncementList__Output>): grpc.ClientUnaryCall;
  listAnnouncements(argument: _bms_content_v1_ListAnnouncementsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_AnnouncementList__Output>): grpc.ClientUnaryCall;
  listAnnouncements(argument: _bms_content_v1_ListAnnouncementsRequest, callback: grpc.requestCallback<_bms_content_v1_AnnouncementList__Output>): grpc.ClientUnaryCall;
  
  ListLeftMenuItems(argument: _bms_content_v1_ListLeftMenuItemsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_LeftMenuItemList__Output>): grpc.ClientUnaryCall;
  ListLeftMenuItems(argument: _bms_content_v1_ListLeftMenuItemsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_LeftMenuItemList__Output>): grpc.ClientUnaryCall;
  ListLeftMenuItems(argument: _bms_content_v1_ListLeftMenuItemsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_LeftMenuItemList__Output>): grpc.ClientUnaryCall;
  ListLeftMenuItems(argument: _bms_content_v1_ListLeftMenuItemsRequest, callback: grpc.requestCallback<_bms_content_v1_LeftMenuItemList__Output>): grpc.ClientUnaryCall;
  listLeftMenuItems(argument: _bms_content_v1_ListLeftMenuItemsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_LeftMenuItemList__Output>): grpc.ClientUnaryCall;
  listLeftMenuItems(argument: _bms_content_v1_ListLeftMenuItemsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_LeftMenuItemList__Output>): grpc.ClientUnaryCall;
  listLeftMenuItems(argument: _bms_content_v1_ListLeftMenuItemsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_LeftMenuItemList__Output>): grpc.ClientUnaryCall;
  listLeftMenuItems(argument: _bms_content_v1_ListLeftMenuItemsRequest, callback: grpc.requestCallback<_bms_content_v1_LeftMenuItemList__Output>): grpc.ClientUnaryCall;
  
  ListMessages(argument: _bms_content_v1_ListMessagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_MessageList__Output>): grpc.ClientUnaryCall;
  ListMessages(argument: _bms_content_v1_ListMessagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_MessageList__Output>): grpc.ClientUnaryCall;
  ListMessages(argument: _bms_content_v1_ListMessagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_MessageList__Output>): grpc.ClientUnaryCall;
  ListMessages(argument: _bms_content_v1_ListMessagesRequest, callback: grpc.requestCallback<_bms_content_v1_MessageList__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _bms_content_v1_ListMessagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_MessageList__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _bms_content_v1_ListMessagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_MessageList__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _bms_content_v1_ListMessagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_MessageList__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _bms_content_v1_ListMessagesRequest, callback: grpc.requestCallback<_bms_content_v1_MessageList__Output>): grpc.ClientUnaryCall;
  
  ListPages(argument: _bms_content_v1_ListPagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_PageList__Output>): grpc.ClientUnaryCall;
  ListPages(argument: _bms_content_v1_ListPagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_PageList__Output>): grpc.ClientUnaryCall;
  ListPages(argument: _bms_content_v1_ListPagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_PageList__Output>): grpc.ClientUnaryCall;
  ListPages(argument: _bms_content_v1_ListPagesRequest, callback: grpc.requestCallback<_bms_content_v1_PageList__Output>): grpc.ClientUnaryCall;
  listPages(argument: _bms_content_v1_ListPagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_PageList__Output>): grpc.ClientUnaryCall;
  listPages(argument: _bms_content_v1_ListPagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_PageList__Output>): grpc.ClientUnaryCall;
  listPages(argument: _bms_content_v1_ListPagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_PageList__Output>): grpc.ClientUnaryCall;
  listPages(argument: _bms_content_v1_ListPagesRequest, callback: grpc.requestCallback<_bms_content_v1_PageList__Output>): grpc.ClientUnaryCall;
  
  MarkAnnouncementRead(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  MarkAnnouncementRead(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  MarkAnnouncementRead(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  MarkAnnouncementRead(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  markAnnouncementRead(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  markAnnouncementRead(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  markAnnouncementRead(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  markAnnouncementRead(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  ResetLeftMenu(argument: _bms_content_v1_ResetLeftMenuRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  ResetLeftMenu(argument: _bms_content_v1_ResetLeftMenuRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  ResetLeftMenu(argument: _bms_content_v1_ResetLeftMenuRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  ResetLeftMenu(argument: _bms_content_v1_ResetLeftMenuRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  resetLeftMenu(argument: _bms_content_v1_ResetLeftMenuRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  resetLeftMenu(argument: _bms_content_v1_ResetLeftMenuRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  resetLeftMenu(argument: _bms_content_v1_ResetLeftMenuRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  resetLeftMenu(argument: _bms_content_v1_ResetLeftMenuRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  RestoreAnnouncement(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreAnnouncement(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreAnnouncement(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreAnnouncement(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreAnnouncement(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreAnnouncement(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreAnnouncement(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreAnnouncement(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  RestorePage(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestorePage(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestorePage(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestorePage(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restorePage(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restorePage(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restorePage(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restorePage(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  TrackEvent(argument: _bms_content_v1_TrackEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_TrackedEventRecord__Output>): grpc.ClientUnaryCall;
  TrackEvent(argument: _bms_content_v1_TrackEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_TrackedEventRecord__Output>): grpc.ClientUnaryCall;
  TrackEvent(argument: _bms_content_v1_TrackEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_TrackedEventRecord__Output>): grpc.ClientUnaryCall;
  TrackEvent(argument: _bms_content_v1_TrackEventRequest, callback: grpc.requestCallback<_bms_content_v1_TrackedEventRecord__Output>): grpc.ClientUnaryCall;
  trackEvent(argument: _bms_content_v1_TrackEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_TrackedEventRecord__Output>): grpc.ClientUnaryCall;
  trackEvent(argument: _bms_content_v1_TrackEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_content_v1_TrackedEventRecord__Output>): grpc.ClientUnaryCall;
  trackEvent(argument: _bms_content_v1_TrackEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_content_v1_TrackedEventRecord__Output>): grpc.ClientUnaryCall;
  trackEvent(argument: _bms_content_v1_TrackEventRequest, callback: grpc.requestCallback<_bms_content_v1_TrackedEventRecord__Output>): grpc.ClientUnaryCall;
  
  UpdateMessage(argument: _bms_content_v1_UpdateMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateMessage(argument: _bms_content_v1_UpdateMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateMessage(argument: _bms_content_v1_UpdateMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateMessage(argument: _bms_content_v1_UpdateMessageRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateMessage(argument: _bms_content_v1_UpdateMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateMessage(argument: _bms_content_v1_UpdateMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateMessage(argument: _bms_content_v1_UpdateMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateMessage(argument: _bms_content_v1_UpdateMessageRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  UpdatePage(argument: _bms_content_v1_UpdatePageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdatePage(argument: _bms_content_v1_UpdatePageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdatePage(argument: _bms_content_v1_UpdatePageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdatePage(argument: _bms_content_v1_UpdatePageRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updatePage(argument: _bms_content_v1_UpdatePageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updatePage(argument: _bms_content_v1_UpdatePageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updatePage(argument: _bms_content_v1_UpdatePageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updatePage(argument: _bms_content_v1_UpdatePageRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
}

export interface ContentHandlers extends grpc.UntypedServiceImplementation {
  CreateAnnouncement: grpc.handleUnaryCall<_bms_content_v1_CreateAnnouncementRequest__Output, _bms_content_v1_AnnouncementRecord>;
  
  CreateLeftMenuItem: grpc.handleUnaryCall<_bms_content_v1_CreateLeftMenuItemRequest__Output, _bms_content_v1_LeftMenuItemRecord>;
  
  CreateMessage: grpc.handleUnaryCall<_bms_content_v1_CreateMessageRequest__Output, _bms_content_v1_MessageRecord>;
  
  CreatePage: grpc.handleUnaryCall<_bms_content_v1_CreatePageRequest__Output, _bms_content_v1_PageRecord>;
  
  DeleteAnnouncement: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  DeleteMessage: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  DeletePage: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  GetAnnouncement: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_content_v1_AnnouncementRecord>;
  
  GetMessage: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_content_v1_MessageRecord>;
  
  GetPage: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_content_v1_PageRecord>;
  
  GetTrackedEvent: grpc.handleUnaryCall<_bms_content_v1_GetTrackedEventRequest__Output, _bms_content_v1_TrackedEventRecord>;
  
  ListAnnouncements: grpc.handleUnaryCall<_bms_content_v1_ListAnnouncementsRequest__Output, _bms_content_v1_AnnouncementList>;
  
  ListLeftMenuItems: grpc.handleUnaryCall<_bms_content_v1_ListLeftMenuItemsRequest__Output, _bms_content_v1_LeftMenuItemList>;
  
  ListMessages: grpc.handleUnaryCall<_bms_content_v1_ListMessagesRequest__Output, _bms_content_v1_MessageList>;
  
  ListPages: grpc.handleUnaryCall<_bms_content_v1_ListPagesRequest__Output, _bms_content_v1_PageList>;
  
  MarkAnnouncementRead: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  ResetLeftMenu: grpc.handleUnaryCall<_bms_content_v1_ResetLeftMenuRequest__Output, _bms_common_v1_Result>;
  
  RestoreAnnouncement: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  RestorePage: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  TrackEvent: grpc.handleUnaryCall<_bms_content_v1_TrackEventRequest__Output, _bms_content_v1_TrackedEventRecord>;
  
  UpdateMessage: grpc.handleUnaryCall<_bms_content_v1_UpdateMessageRequest__Output, _bms_common_v1_Result>;
  
  UpdatePage: grpc.handleUnaryCall<_bms_content_v1_UpdatePageRequest__Output, _bms_common_v1_Result>;
  
}

export interface ContentDefinition extends grpc.ServiceDefinition {
  CreateAnnouncement: MethodDefinition<_bms_content_v1_CreateAnnouncementRequest, _bms_content_v1_AnnouncementRecord, _bms_content_v1_CreateAnnouncementRequest__Output, _bms_content_v1_AnnouncementRecord__Output>
  CreateLeftMenuItem: MethodDefinition<_bms_content_v1_CreateLeftMenuItemRequest, _bms_content_v1_LeftMenuItemRecord, _bms_content_v1_CreateLeftMenuItemRequest__Output, _bms_content_v1_LeftMenuItemRecord__Output>
  CreateMessage: MethodDefinition<_bms_content_v1_CreateMessageRequest, _bms_content_v1_MessageRecord, _bms_content_v1_CreateMessageRequest__Output, _bms_content_v1_MessageRecord__Output>
  CreatePage: MethodDefinition<_bms_content_v1_CreatePageRequest, _bms_content_v1_PageRecord, _bms_content_v1_CreatePageRequest__Output, _bms_content_v1_PageRecord__Output>
  DeleteAnnouncement: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  DeleteMessage: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  DeletePage: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  GetAnnouncement: MethodDefinition<_bms_common_v1_IdRequest, _bms_content_v1_AnnouncementRecord, _bms_common_v1_IdRequest__Output, _bms_content_v1_AnnouncementRecord__Output>
  GetMessage: MethodDefinition<_bms_common_v1_IdRequest, _bms_content_v1_MessageRecord, _bms_common_v1_IdRequest__Output, _bms_content_v1_MessageRecord__Output>
  GetPage: MethodDefinition<_bms_common_v1_IdRequest, _bms_content_v1_PageRecord, _bms_common_v1_IdRequest__Output, _bms_content_v1_PageRecord__Output>
  GetTrackedEvent: MethodDefinition<_bms_content_v1_GetTrackedEventRequest, _bms_content_v1_TrackedEventRecord, _bms_content_v1_GetTrackedEventRequest__Output, _bms_content_v1_TrackedEventRecord__Output>
  ListAnnouncements: MethodDefinition<_bms_content_v1_ListAnnouncementsRequest, _bms_content_v1_AnnouncementList, _bms_content_v1_ListAnnouncementsRequest__Output, _bms_content_v1_AnnouncementList__Output>
  ListLeftMenuItems: MethodDefinition<_bms_content_v1_ListLeftMenuItemsRequest, _bms_content_v1_LeftMenuItemList, _bms_content_v1_ListLeftMenuItemsRequest__Output, _bms_content_v1_LeftMenuItemList__Output>
  ListMessages: MethodDefinition<_bms_content_v1_ListMessagesRequest, _bms_content_v1_MessageList, _bms_content_v1_ListMessagesRequest__Output, _bms_content_v1_MessageList__Output>
  ListPages: MethodDefinition<_bms_content_v1_ListPagesRequest, _bms_content_v1_PageList, _bms_content_v1_ListPagesRequest__Output, _bms_content_v1_PageList__Output>
  MarkAnnouncementRead: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  ResetLeftMenu: MethodDefinition<_bms_content_v1_ResetLeftMenuRequest, _bms_common_v1_Result, _bms_content_v1_ResetLeftMenuRequest__Output, _bms_common_v1_Result__Output>
  RestoreAnnouncement: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  RestorePage: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  TrackEvent: MethodDefinition<_bms_content_v1_TrackEventRequest, _bms_content_v1_TrackedEventRecord, _bms_content_v1_TrackEventRequest__Output, _bms_content_v1_TrackedEventRecord__Output>
  UpdateMessage: MethodDefinition<_bms_content_v1_UpdateMessageRequest, _bms_common_v1_Result, _bms_content_v1_UpdateMessageRequest__Output, _bms_common_v1_Result__Output>
  UpdatePage: MethodDefinition<_bms_content_v1_UpdatePageRequest, _bms_common_v1_Result, _bms_content_v1_UpdatePageRequest__Output, _bms_common_v1_Result__Output>
}
