// Original file: protos/bms/common/v1/events.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { Empty as _bms_common_v1_Empty, Empty__Output as _bms_common_v1_Empty__Output } from '../../../bms/common/v1/Empty';
import type { ParkedEventList as _bms_common_v1_ParkedEventList, ParkedEventList__Output as _bms_common_v1_ParkedEventList__Output } from '../../../bms/common/v1/ParkedEventList';
import type { ParkedEventRequest as _bms_common_v1_ParkedEventRequest, ParkedEventRequest__Output as _bms_common_v1_ParkedEventRequest__Output } from '../../../bms/common/v1/ParkedEventRequest';
import type { Result as _bms_common_v1_Result, Result__Output as _bms_common_v1_Result__Output } from '../../../bms/common/v1/Result';

export interface EventAdminClient extends grpc.Client {
  ListParkedEvents(argument: _bms_common_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_ParkedEventList__Output>): grpc.ClientUnaryCall;
  ListParkedEvents(argument: _bms_common_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_ParkedEventList__Output>): grpc.ClientUnaryCall;
  ListParkedEvents(argument: _bms_common_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_ParkedEventList__Output>): grpc.ClientUnaryCall;
  ListParkedEvents(argument: _bms_common_v1_Empty, callback: grpc.requestCallback<_bms_common_v1_ParkedEventList__Output>): grpc.ClientUnaryCall;
  listParkedEvents(argument: _bms_common_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_ParkedEventList__Output>): grpc.ClientUnaryCall;
  listParkedEvents(argument: _bms_common_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_ParkedEventList__Output>): grpc.ClientUnaryCall;
  listParkedEvents(argument: _bms_common_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_ParkedEventList__Output>): grpc.ClientUnaryCall;
  listParkedEvents(argument: _bms_common_v1_Empty, callback: grpc.requestCallback<_bms_common_v1_ParkedEventList__Output>): grpc.ClientUnaryCall;
  
  ReplayParkedEvent(argument: _bms_common_v1_ParkedEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  ReplayParkedEvent(argument: _bms_common_v1_ParkedEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  ReplayParkedEvent(argument: _bms_common_v1_ParkedEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  ReplayParkedEvent(argument: _bms_common_v1_ParkedEventRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  replayParkedEvent(argument: _bms_common_v1_ParkedEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  replayParkedEvent(argument: _bms_common_v1_ParkedEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  replayParkedEvent(argument: _bms_common_v1_ParkedEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  replayParkedEvent(argument: _bms_common_v1_ParkedEventRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
}

export interface EventAdminHandlers extends grpc.UntypedServiceImplementation {
  ListParkedEvents: grpc.handleUnaryCall<_bms_common_v1_Empty__Output, _bms_common_v1_ParkedEventList>;
  
  ReplayParkedEvent: grpc.handleUnaryCall<_bms_common_v1_ParkedEventRequest__Output, _bms_common_v1_Result>;
  
}

export interface EventAdminDefinition extends grpc.ServiceDefinition {
  ListParkedEvents: MethodDefinition<_bms_common_v1_Empty, _bms_common_v1_ParkedEventList, _bms_common_v1_Empty__Output, _bms_common_v1_ParkedEventList__Output>
  ReplayParkedEvent: MethodDefinition<_bms_common_v1_ParkedEventRequest, _bms_common_v1_Result, _bms_common_v1_ParkedEventRequest__Output, _bms_common_v1_Result__Output>
}
