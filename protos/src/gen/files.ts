import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Empty as _bms_common_v1_Empty, Empty__Output as _bms_common_v1_Empty__Output } from './bms/common/v1/Empty';
import type { IdRequest as _bms_common_v1_IdRequest, IdRequest__Output as _bms_common_v1_IdRequest__Output } from './bms/common/v1/IdRequest';
import type { ListOptions as _bms_common_v1_ListOptions, ListOptions__Output as _bms_common_v1_ListOptions__Output } from './bms/common/v1/ListOptions';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from './bms/common/v1/PageMeta';
import type { Result as _bms_common_v1_Result, Result__Output as _bms_common_v1_Result__Output } from './bms/common/v1/Result';
import type { CreateFolderRequest as _bms_files_v1_CreateFolderRequest, CreateFolderRequest__Output as _bms_files_v1_CreateFolderRequest__Output } from './bms/files/v1/CreateFolderRequest';
import type { DeleteFolderRequest as _bms_files_v1_DeleteFolderRequest, DeleteFolderRequest__Output as _bms_files_v1_DeleteFolderRequest__Output } from './bms/files/v1/DeleteFolderRequest';
import type { Entry as _bms_files_v1_Entry, Entry__Output as _bms_files_v1_Entry__Output } from './bms/files/v1/Entry';
import type { EntryList as _bms_files_v1_EntryList, EntryList__Output as _bms_files_v1_EntryList__Output } from './bms/files/v1/EntryList';
import type { File as _bms_files_v1_File, File__Output as _bms_files_v1_File__Output } from './bms/files/v1/File';
import type { FileRecord as _bms_files_v1_FileRecord, FileRecord__Output as _bms_files_v1_FileRecord__Output } from './bms/files/v1/FileRecord';
import type { FilesClient as _bms_files_v1_FilesClient, FilesDefinition as _bms_files_v1_FilesDefinition } from './bms/files/v1/Files';
import type { Folder as _bms_files_v1_Folder, Folder__Output as _bms_files_v1_Folder__Output } from './bms/files/v1/Folder';
import type { FolderInput as _bms_files_v1_FolderInput, FolderInput__Output as _bms_files_v1_FolderInput__Output } from './bms/files/v1/FolderInput';
import type { FolderRecord as _bms_files_v1_FolderRecord, FolderRecord__Output as _bms_files_v1_FolderRecord__Output } from './bms/files/v1/FolderRecord';
import type { ListEntriesRequest as _bms_files_v1_ListEntriesRequest, ListEntriesRequest__Output as _bms_files_v1_ListEntriesRequest__Output } from './bms/files/v1/ListEntriesRequest';
import type { UpdateFolderRequest as _bms_files_v1_UpdateFolderRequest, UpdateFolderRequest__Output as _bms_files_v1_UpdateFolderRequest__Output } from './bms/files/v1/UpdateFolderRequest';

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
    files: {
      v1: {
        CreateFolderRequest: MessageTypeDefinition<_bms_files_v1_CreateFolderRequest, _bms_files_v1_CreateFolderRequest__Output>
        DeleteFolderRequest: MessageTypeDefinition<_bms_files_v1_DeleteFolderRequest, _bms_files_v1_DeleteFolderRequest__Output>
        Entry: MessageTypeDefinition<_bms_files_v1_Entry, _bms_files_v1_Entry__Output>
        EntryList: MessageTypeDefinition<_bms_files_v1_EntryList, _bms_files_v1_EntryList__Output>
        File: MessageTypeDefinition<_bms_files_v1_File, _bms_files_v1_File__Output>
        FileRecord: MessageTypeDefinition<_bms_files_v1_FileRecord, _bms_files_v1_FileRecord__Output>
        Files: SubtypeConstructor<typeof grpc.Client, _bms_files_v1_FilesClient> & { service: _bms_files_v1_FilesDefinition }
        Folder: MessageTypeDefinition<_bms_files_v1_Folder, _bms_files_v1_Folder__Output>
        FolderInput: MessageTypeDefinition<_bms_files_v1_FolderInput, _bms_files_v1_FolderInput__Output>
        FolderRecord: MessageTypeDefinition<_bms_files_v1_FolderRecord, _bms_files_v1_FolderRecord__Output>
        ListEntriesRequest: MessageTypeDefinition<_bms_files_v1_ListEntriesRequest, _bms_files_v1_ListEntriesRequest__Output>
        UpdateFolderRequest: MessageTypeDefinition<_bms_files_v1_UpdateFolderRequest, _bms_files_v1_UpdateFolderRequest__Output>
      }
    }
  }
}

