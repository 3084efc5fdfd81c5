import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Empty as _bms_common_v1_Empty, Empty__Output as _bms_common_v1_Empty__Output } from './bms/common/v1/Empty';
import type { IdRequest as _bms_common_v1_IdRequest, IdRequest__Output as _bms_common_v1_IdRequest__Output } from './bms/common/v1/IdRequest';
import type { ListOptions as _bms_common_v1_ListOptions, ListOptions__Output as _bms_common_v1_ListOptions__Output } from './bms/common/v1/ListOptions';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from './bms/common/v1/PageMeta';
import type { Result as _bms_common_v1_Result, Result__Output as _bms_common_v1_Result__Output } from './bms/common/v1/Result';
import type { CreateWebhookRequest as _bms_identity_v1_CreateWebhookRequest, CreateWebhookRequest__Output as _bms_identity_v1_CreateWebhookRequest__Output } from './bms/identity/v1/CreateWebhookRequest';
import type { ListWebhookDeliveriesRequest as _bms_identity_v1_ListWebhookDeliveriesRequest, ListWebhookDeliveriesRequest__Output as _bms_identity_v1_ListWebhookDeliveriesRequest__Output } from './bms/identity/v1/ListWebhookDeliveriesRequest';
import type { ListWebhooksRequest as _bms_identity_v1_ListWebhooksRequest, ListWebhooksRequest__Output as _bms_identity_v1_ListWebhooksRequest__Output } from './bms/identity/v1/ListWebhooksRequest';
import type { UpdateWebhookRequest as _bms_identity_v1_UpdateWebhookRequest, UpdateWebhookRequest__Output as _bms_identity_v1_UpdateWebhookRequest__Output } from './bms/identity/v1/UpdateWebhookRequest';
import type { Webhook as _bms_identity_v1_Webhook, Webhook__Output as _bms_identity_v1_Webhook__Output } from './bms/identity/v1/Webhook';
import type { WebhookCreated as _bms_identity_v1_WebhookCreated, WebhookCreated__Output as _bms_identity_v1_WebhookCreated__Output } from './bms/identity/v1/WebhookCreated';
import type { WebhookDelivery as _bms_identity_v1_WebhookDelivery, WebhookDelivery__Output as _bms_identity_v1_WebhookDelivery__Output } from './bms/identity/v1/WebhookDelivery';
import type { WebhookDeliveryList as _bms_identity_v1_WebhookDeliveryList, WebhookDeliveryList__Output as _bms_identity_v1_WebhookDeliveryList__Output } from './bms/identity/v1/WebhookDeliveryList';
import type { WebhookDeliveryRecord as _bms_identity_v1_WebhookDeliveryRecord, WebhookDeliveryRecord__Output as _bms_identity_v1_WebhookDeliveryRecord__Output } from './bms/identity/v1/WebhookDeliveryRecord';
import type { WebhookInput as _bms_identity_v1_WebhookInput, WebhookInput__Output as _bms_identity_v1_WebhookInput__Output } from './bms/identity/v1/WebhookInput';
import type { WebhookList as _bms_identity_v1_WebhookList, WebhookList__Output as _bms_identity_v1_WebhookList__Output } from './bms/identity/v1/WebhookList';
import type { WebhookRecord as _bms_identity_v1_WebhookRecord, WebhookRecord__Output as _bms_identity_v1_WebhookRecord__Output } from './bms/identity/v1/WebhookRecord';

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
        CreateWebhookRequest: MessageTypeDefinition<_bms_identity_v1_CreateWebhookRequest, _bms_identity_v1_CreateWebhookRequest__Output>
        ListWebhookDeliveriesRequest: MessageTypeDefinition<_bms_identity_v1_ListWebhookDeliveriesRequest, _bms_identity_v1_ListWebhookDeliveriesRequest__Output>
        ListWebhooksRequest: MessageTypeDefinition<_bms_identity_v1_ListWebhooksRequest, _bms_identity_v1_ListWebhooksRequest__Output>
        UpdateWebhookRequest: MessageTypeDefinition<_bms_identity_v1_UpdateWebhookRequest, _bms_identity_v1_UpdateWebhookRequest__Output>
        Webhook: MessageTypeDefinition<_bms_identity_v1_Webhook, _bms_identity_v1_Webhook__Output>
        WebhookCreated: MessageTypeDefinition<_bms_identity_v1_WebhookCreated, _bms_identity_v1_WebhookCreated__Output>
        WebhookDelivery: MessageTypeDefinition<_bms_identity_v1_WebhookDelivery, _bms_identity_v1_WebhookDelivery__Output>
        WebhookDeliveryList: MessageTypeDefinition<_bms_identity_v1_WebhookDeliveryList, _bms_identity_v1_WebhookDeliveryList__Output>
        WebhookDeliveryRecord: MessageTypeDefinition<_bms_identity_v1_WebhookDeliveryRecord, _bms_identity_v1_WebhookDeliveryRecord__Output>
        WebhookInput: MessageTypeDefinition<_bms_identity_v1_WebhookInput, _bms_identity_v1_WebhookInput__Output>
        WebhookList: MessageTypeDefinition<_bms_identity_v1_WebhookList, _bms_identity_v1_WebhookList__Output>
        WebhookRecord: MessageTypeDefinition<_bms_identity_v1_WebhookRecord, _bms_identity_v1_WebhookRecord__Output>
      }
    }
  }
}

