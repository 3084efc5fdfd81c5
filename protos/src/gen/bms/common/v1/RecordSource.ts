// Original file: protos/bms/common/v1/events.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { RecordPage as _bms_common_v1_RecordPage, RecordPage__Output as _bms_common_v1_RecordPage__Output } from '../../../bms/common/v1/RecordPage';
import type { RecordPageRequest as _bms_common_v1_RecordPageRequest, RecordPageRequest__Output as _bms_common_v1_RecordPageRequest__Output } from '../../../bms/common/v1/RecordPageRequest';

export interface RecordSourceClient extends grpc.Client {
  PageRecords(argument: _bms_common_v1_RecordPageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_RecordPage__Output>): grpc.ClientUnaryCall;
  PageRecords(argument: _bms_common_v1_RecordPageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_RecordPage__Output>): grpc.ClientUnaryCall;
  PageRecords(argument: _bms_common_v1_RecordPageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_RecordPage__Output>): grpc.ClientUnaryCall;
  PageRecords(argument: _bms_common_v1_RecordPageRequest, callback: grpc.requestCallback<_bms_common_v1_RecordPage__Output>): grpc.ClientUnaryCall;
  pageRecords(argument: _bms_common_v1_RecordPageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_RecordPage__Output>): grpc.ClientUnaryCall;
  pageRecords(argument: _bms_common_v1_RecordPageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_RecordPage__Output>): grpc.ClientUnaryCall;
  pageRecords(argument: _bms_common_v1_RecordPageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_RecordPage__Output>): grpc.ClientUnaryCall;
  pageRecords(argument: _bms_common_v1_RecordPageRequest, callback: grpc.requestCallback<_bms_common_v1_RecordPage__Output>): grpc.ClientUnaryCall;
  
}

export interface RecordSourceHandlers extends grpc.UntypedServiceImplementation {
  PageRecords: grpc.handleUnaryCall<_bms_common_v1_RecordPageRequest__Output, _bms_common_v1_RecordPage>;
  
}

export interface RecordSourceDefinition extends grpc.ServiceDefinition {
  PageRecords: MethodDefinition<_bms_common_v1_RecordPageRequest, _bms_common_v1_RecordPage, _bms_common_v1_RecordPageRequest__Output, _bms_common_v1_RecordPage__Output>
}
