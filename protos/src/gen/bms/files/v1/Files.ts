// Original file: protos/bms/files/v1/files.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CreateFolderRequest as _bms_files_v1_CreateFolderRequest, CreateFolderRequest__Output as _bms_files_v1_CreateFolderRequest__Output } from '../../../bms/files/v1/CreateFolderRequest';
import type { DeleteFolderRequest as _bms_files_v1_DeleteFolderRequest, DeleteFolderRequest__Output as _bms_files_v1_DeleteFolderRequest__Output } from '../../../bms/files/v1/DeleteFolderRequest';
import type { EntryList as _bms_files_v1_EntryList, EntryList__Output as _bms_files_v1_EntryList__Output } from '../../../bms/files/v1/EntryList';
import type { FileRecord as _bms_files_v1_FileRecord, FileRecord__Output as _bms_files_v1_FileRecord__Output } from '../../../bms/files/v1/FileRecord';
import type { FolderRecord as _bms_files_v1_FolderRecord, FolderRecord__Output as _bms_files_v1_FolderRecord__Output } from '../../../bms/files/v1/FolderRecord';
import type { IdRequest as _bms_common_v1_IdRequest, IdRequest__Output as _bms_common_v1_IdRequest__Output } from '../../../bms/common/v1/IdRequest';
import type { ListEntriesRequest as _bms_files_v1_ListEntriesRequest, ListEntriesRequest__Output as _bms_files_v1_ListEntriesRequest__Output } from '../../../bms/files/v1/ListEntriesRequest';
import type { Result as _bms_common_v1_Result, Result__Output as _bms_common_v1_Result__Output } from '../../../bms/common/v1/Result';
import type { UpdateFolderRequest as _bms_files_v1_UpdateFolderRequest, UpdateFolderRequest__Output as _bms_files_v1_UpdateFolderRequest__Output } from '../../../bms/files/v1/UpdateFolderRequest';

export interface FilesClient extends grpc.Client {
  CreateFolder(argument: _bms_files_v1_CreateFolderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_files_v1_FolderRecord__Output>): grpc.ClientUnaryCall;
  CreateFolder(argument: _bms_files_v1_CreateFolderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_files_v1_FolderRecord__Output>): grpc.ClientUnaryCall;
  CreateFolder(argument: _bms_files_v1_CreateFolderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_files_v1_FolderRecord__Output>): grpc.ClientUnaryCall;
  CreateFolder(argument: _bms_files_v1_CreateFolderRequest, callback: grpc.requestCallback<_bms_files_v1_FolderRecord__Output>): grpc.ClientUnaryCall;
  createFolder(argument: _bms_files_v1_CreateFolderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_files_v1_FolderRecord__Output>): grpc.ClientUnaryCall;
  createFolder(argument: _bms_files_v1_CreateFolderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_files_v1_FolderRecord__Output>): grpc.ClientUnaryCall;
  createFolder(argument: _bms_files_v1_CreateFolderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_files_v1_FolderRecord__Output>): grpc.ClientUnaryCall;
  createFolder(argument: _bms_files_v1_CreateFolderRequest, callback: grpc.requestCallback<_bms_files_v1_FolderRecord__Output>): grpc.ClientUnaryCall;
  
  DeleteFile(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteFile(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteFile(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteFile(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteFile(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteFile(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteFile(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteFile(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  DeleteFolder(argument: _bms_files_v1_DeleteFolderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteFolder(argument: _bms_files_v1_DeleteFolderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteFolder(argument: _bms_files_v1_DeleteFolderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteFolder(argument: _bms_files_v1_DeleteFolderRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteFolder(argument: _bms_files_v1_DeleteFolderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteFolder(argument: _bms_files_v1_DeleteFolderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteFolder(argument: _bms_files_v1_DeleteFolderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteFolder(argument: _bms_files_v1_DeleteFolderRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  GetFile(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_files_v1_FileRecord__Output>): grpc.ClientUnaryCall;
  GetFile(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_files_v1_FileRecord__Output>): grpc.ClientUnaryCall;
  GetFile(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_files_v1_FileRecord__Output>): grpc.ClientUnaryCall;
  GetFile(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_files_v1_FileRecord__Output>): grpc.ClientUnaryCall;
  getFile(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_files_v1_FileRecord__Output>): grpc.ClientUnaryCall;
  getFile(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_files_v1_FileRecord__Output>): grpc.ClientUnaryCall;
  getFile(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_files_v1_FileRecord__Output>): grpc.ClientUnaryCall;
  getFile(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_files_v1_FileRecord__Output>): grpc.ClientUnaryCall;
  
  GetFolder(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_files_v1_FolderRecord__Output>): grpc.ClientUnaryCall;
  GetFolder(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_files_v1_FolderRecord__Output>): grpc.ClientUnaryCall;
  GetFolder(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_files_v1_FolderRecord__Output>): grpc.ClientUnaryCall;
  GetFolder(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_files_v1_FolderRecord__Output>): grpc.ClientUnaryCall;
  getFolder(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_files_v1_FolderRecord__Output>): grpc.ClientUnaryCall;
  getFolder(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_files_v1_FolderRecord__Output>): grpc.ClientUnaryCall;
  getFolder(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_files_v1_FolderRecord__Output>): grpc.ClientUnaryCall;
  getFolder(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_files_v1_FolderRecord__Output>): grpc.ClientUnaryCall;
  
  ListEntries(argument: _bms_files_v1_ListEntriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_files_v1_EntryList__Output>): grpc.ClientUnaryCall;
  ListEntries(argument: _bms_files_v1_ListEntriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_files_v1_EntryList__Output>): grpc.ClientUnaryCall;
  ListEntries(argument: _bms_files_v1_ListEntriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_files_v1_EntryList__Output>): grpc.ClientUnaryCall;
  ListEntries(argument: _bms_files_v1_ListEntriesRequest, callback: grpc.requestCallback<_bms_files_v1_EntryList__Output>): grpc.ClientUnaryCall;
  listEntries(argument: _bms_files_v1_ListEntriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_files_v1_EntryList__Output>): grpc.ClientUnaryCall;
  listEntries(argument: _bms_files_v1_ListEntriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_files_v1_EntryList__Output>): grpc.ClientUnaryCall;
  listEntries(argument: _bms_files_v1_ListEntriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_files_v1_EntryList__Output>): grpc.ClientUnaryCall;
  listEntries(argument: _bms_files_v1_ListEntriesRequest, callback: grpc.requestCallback<_bms_files_v1_EntryList__Output>): grpc.ClientUnaryCall;
  
  UpdateFolder(argument: _bms_files_v1_UpdateFolderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateFolder(argument: _bms_files_v1_UpdateFolderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateFolder(argument: _bms_files_v1_UpdateFolderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateFolder(argument: _bms_files_v1_UpdateFolderRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateFolder(argument: _bms_files_v1_UpdateFolderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateFolder(argument: _bms_files_v1_UpdateFolderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateFolder(argument: _bms_files_v1_UpdateFolderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateFolder(argument: _bms_files_v1_UpdateFolderRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
}

export interface FilesHandlers extends grpc.UntypedServiceImplementation {
  CreateFolder: grpc.handleUnaryCall<_bms_files_v1_CreateFolderRequest__Output, _bms_files_v1_FolderRecord>;
  
  DeleteFile: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  DeleteFolder: grpc.handleUnaryCall<_bms_files_v1_DeleteFolderRequest__Output, _bms_common_v1_Result>;
  
  GetFile: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_files_v1_FileRecord>;
  
  GetFolder: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_files_v1_FolderRecord>;
  
  ListEntries: grpc.handleUnaryCall<_bms_files_v1_ListEntriesRequest__Output, _bms_files_v1_EntryList>;
  
  UpdateFolder: grpc.handleUnaryCall<_bms_files_v1_UpdateFolderRequest__Output, _bms_common_v1_Result>;
  
}

export interface FilesDefinition extends grpc.ServiceDefinition {
  CreateFolder: MethodDefinition<_bms_files_v1_CreateFolderRequest, _bms_files_v1_FolderRecord, _bms_files_v1_CreateFolderRequest__Output, _bms_files_v1_FolderRecord__Output>
  DeleteFile: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  DeleteFolder: MethodDefinition<_bms_files_v1_DeleteFolderRequest, _bms_common_v1_Result, _bms_files_v1_DeleteFolderRequest__Output, _bms_common_v1_Result__Output>
  GetFile: MethodDefinition<_bms_common_v1_IdRequest, _bms_files_v1_FileRecord, _bms_common_v1_IdRequest__Output, _bms_files_v1_FileRecord__Output>
  GetFolder: MethodDefinition<_bms_common_v1_IdRequest, _bms_files_v1_FolderRecord, _bms_common_v1_IdRequest__Output, _bms_files_v1_FolderRecord__Output>
  ListEntries: MethodDefinition<_bms_files_v1_ListEntriesRequest, _bms_files_v1_EntryList, _bms_files_v1_ListEntriesRequest__Output, _bms_files_v1_EntryList__Output>
  UpdateFolder: MethodDefinition<_bms_files_v1_UpdateFolderRequest, _bms_common_v1_Result, _bms_files_v1_UpdateFolderRequest__Output, _bms_common_v1_Result__Output>
}
