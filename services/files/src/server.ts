import type { files } from '@bms/protos';
import type { AsyncHandlers } from '@bms/platform';
import type { FileService } from './files/file.service';
import type { FolderService } from './folders/folder.service';

const done = (message: string) => ({ success: true, message });

/** The Files RPCs (metadata; the bytes go over the HTTP server). */
export function filesHandlers(s: { folders: FolderService; files: FileService }): AsyncHandlers<files.FilesHandlers> {
  return {
    ListEntries: (req, ctx) => s.folders.list(req, ctx),
    GetFolder: (req, ctx) => s.folders.get(req.id, ctx),
    CreateFolder: (req, ctx) => s.folders.create(req, ctx),
    UpdateFolder: (req, ctx) => s.folders.update(req, ctx).then(() => done('Folder updated.')),
    DeleteFolder: (req, ctx) => s.folders.delete(req, ctx).then(() => done('Folder deleted.')),
    GetFile: (req, ctx) => s.files.get(req.id, ctx),
    DeleteFile: (req, ctx) => s.files.delete(req.id, ctx).then(() => done('File deleted.')),
  };
}
