import { uploadFieldName } from '@conecta/contracts/file-uses';

/** What came back from an upload: the status and the parsed JSON body (undefined if there was none). */
export interface UploadAnswer {
  status: number;
  body: unknown;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  token?: string | null;
  /** Called with 0–1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends `file` as multipart form data in the field the upload routes read (`file`). It uses
 * XMLHttpRequest because `fetch` cannot report upload progress. A network failure rejects;
 * any HTTP answer, a refusal included, resolves.
 */
export function uploadFile(url: string, file: Blob, { method = 'PUT', token, onProgress, signal }: UploadOptions = {}) {
  return new Promise<UploadAnswer>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => resolve({ status: request.status, body: parseJson(request.responseText) }));
    request.addEventListener('error', () => reject(new Error('network')));
    request.addEventListener('abort', () => reject(new DOMException('Upload aborted', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append(uploadFieldName, file);
    request.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
