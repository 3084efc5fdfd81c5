import { z } from 'zod';
import { fileManager, idParams, recordOf, resultSchema } from '@bms/contracts';
import { crud } from './crud';
import { alsoAnswers, route, type Route } from './route';
import type { RpcName } from '@bms/protos';

const tag = 'File manager';
const files = (rpc: RpcName<'files'>, request: NonNullable<Route['call']>['request']) => ({ domain: 'files' as const, rpc, request });

export const filesRoutes: Route[] = [
  route({
    method: 'get',
    path: '/api/file-manager',
    tag,
    summary:
      'The folders and files of a folder (the root by default), by name: {records} without meta. A page holds up to 1,000 folders and 1,000 files; while more follow, the answer links the next page (Link: <…&page=N>; rel="next")',
    query: fileManager.entryListQuery,
    reply: fileManager.entryList,
    errors: [401, 403, 404, 422],
    call: {
      ...files('ListEntries', ({ query }) => ({ folder_id: query.folder_id ?? 0, page: query.page })),
      response: (reply) => ({ records: (reply as { records: unknown[] }).records }),
      headers: (reply, { query }) => {
        if (!(reply as { more?: boolean }).more) return undefined;
        const next = new URLSearchParams({ ...(query.folder_id ? { folder_id: String(query.folder_id) } : {}), page: String(Number(query.page ?? 1) + 1) });
        return { Link: `</api/file-manager?${next}>; rel="next"` };
      },
    },
  }),

  ...crud({
    base: '/api/file-manager/folders',
    domain: 'files',
    tag,
    entity: 'Folder',
    plural: 'Folders',
    body: fileManager.folderBody,
    query: z.object({}),
    listItem: fileManager.folder,
    item: fileManager.folder,
    only: ['get', 'create', 'put', 'patch'],
  })
    .map(alsoAnswers(['post', 'put', 'patch'], 409)) // a name taken in the same folder at the same moment
    .map((r) => (r.method === 'put' ? { ...r, summary: 'Rename and move a folder (to the root when parent_id is not sent)' } : r)),
  route({
    method: 'delete',
    path: '/api/file-manager/folders/{id}',
    tag,
    summary: 'Delete a folder; one with something in it only with recursive=true (409 otherwise)',
    params: idParams,
    query: fileManager.folderDeleteQuery,
    reply: resultSchema,
    errors: [401, 403, 404, 409, 422],
    call: files('DeleteFolder', ({ params, query }) => ({ id: params.id, recursive: query.recursive ?? false })),
  }),

  route({
    method: 'post',
    path: '/api/file-manager/files',
    tag,
    summary: 'Upload a file: multipart/form-data (file, folder_id), streamed; or JSON with the content in base64 for small files',
    body: fileManager.uploadJsonBody,
    content: { 'multipart/form-data': fileManager.uploadMultipartBody },
    status: 201,
    reply: recordOf(fileManager.file),
    errors: [401, 403, 413, 415, 422],
    proxy: { upstream: 'files' },
  }),
  route({
    method: 'get',
    path: '/api/file-manager/files/{id}',
    tag,
    summary: 'File details',
    params: idParams,
    reply: recordOf(fileManager.file),
    call: files('GetFile', ({ params }) => ({ id: params.id })),
  }),
  route({
    method: 'get',
    path: '/api/file-manager/files/{id}/download',
    tag,
    summary: "The file's bytes, with its content type, length, name and sha-256 (Repr-Digest); a Range of one range gets those bytes (206)",
    params: idParams,
    reply: z.string().meta({ format: 'binary', description: 'the bytes, with the content type sniffed at upload' }),
    replyType: '*/*',
    ranges: true,
    errors: [401, 403, 404, 416],
    proxy: { upstream: 'files' },
  }),
  route({
    method: 'delete',
    path: '/api/file-manager/files/{id}',
    tag,
    summary: 'Delete a file and its bytes',
    params: idParams,
    reply: resultSchema,
    call: files('DeleteFile', ({ params }) => ({ id: params.id })),
  }),
];
