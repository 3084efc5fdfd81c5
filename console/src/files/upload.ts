import { ApiError, retryAfterSeconds } from '../api/api-error';
import { authHeaders } from '../api/http-client';

/**
 * Uploads a file as multipart/form-data (streamed through the gateway to
 * the files service), reporting progress: fetch cannot tell how much of a
 * request body was sent, XMLHttpRequest can.
 */
export function uploadFile(file: File, folderId: number | null, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const url = '/api/file-manager/files';
    xhr.open('POST', url);
    for (const [k, v] of Object.entries(authHeaders())) xhr.setRequestHeader(k, v);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let body: { message?: string; errors?: Record<string, string[]> } | undefined;
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = undefined;
      }
      reject(new ApiError(xhr.status, 'POST', url, body, retryAfterSeconds(xhr.getResponseHeader('Retry-After'))));
    };
    xhr.onerror = () => reject(new ApiError(0, 'POST', url, undefined));
    const form = new FormData();
    if (folderId) form.append('folder_id', String(folderId));
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
