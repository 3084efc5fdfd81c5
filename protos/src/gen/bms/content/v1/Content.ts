// Original file: protos/bms/content/v1/content.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { Empty as _bms_common_v1_Empty, Empty__Output as _bms_common_v1_Empty__Output } from '../../../bms/common/v1/Empty';
import type { Result as _bms_common_v1_Result, Result__Output as _bms_common_v1_Result__Output } from '../../../bms/common/v1/Result';

export interface ContentClient extends grpc.Client {
  Ping(argument: _bms_common_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  Ping(argument: _bms_common_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  Ping(argument: _bms_common_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  Ping(argument: _bms_common_v1_Empty, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  ping(argument: _bms_common_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  ping(argument: _bms_common_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  ping(argument: _bms_common_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  ping(argument: _bms_common_v1_Empty, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
}

export interface ContentHandlers extends grpc.UntypedServiceImplementation {
  Ping: grpc.handleUnaryCall<_bms_common_v1_Empty__Output, _bms_common_v1_Result>;
  
}

export interface ContentDefinition extends grpc.ServiceDefinition {
  Ping: MethodDefinition<_bms_common_v1_Empty, _bms_common_v1_Result, _bms_common_v1_Empty__Output, _bms_common_v1_Result__Output>
}
