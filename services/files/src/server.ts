import type { files } from '@bms/protos';
import type { AsyncHandlers } from '@bms/platform';

export function filesHandlers(): AsyncHandlers<files.FilesHandlers> {
  const todo = async () => { throw new Error('todo'); };
  return { ListEntries: todo, GetFolder: todo, CreateFolder: todo, UpdateFolder: todo, DeleteFolder: todo, GetFile: todo, DeleteFile: todo } as never;
}
