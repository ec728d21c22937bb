import { uploadFieldName } from '@conecta/contracts/file-uses';
import type { Dispatch } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { type ApiFailure, readApiFailure } from './apiFailure';
import { useAppDispatch } from './hooks';
import { getBearerToken } from './session/bearerToken';
import { endRefusedSession } from './sessionRefusal';

/** One file to send to an upload route of the API. */
export interface UploadRequest {
  /** The route, `/api/…`. */
  url: string;
  file: Blob;
  /** POST by default. */
  method?: 'POST' | 'PUT';
  /**
   * By default the file goes as multipart form data, in the field the upload module reads (`file`);
   * `raw` sends the bytes themselves as the body, with this type (a CSV import).
   */
  raw?: { contentType: string };
  /** Called with 0–1 as the bytes leave the browser, and with 1 once they all have. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

/**
 * How an upload ended. A refusal is read like any API failure (`readApiFailure`): the status, and the
 * server's `{ message, code }` (a 413's or 415's says which limit the file broke). No answer at all
 * (the network) is `failure.unreachable`.
 */
export type UploadResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      failure: ApiFailure;
      /** The body as the server sent it, for a refusal with more than sentences (an import's rows). */
      body: unknown;
      /** The caller aborted it (its `signal`): nothing to say. */
      aborted: boolean;
      /** A 401 to the signed-in user: the session is over and the user was told, as for any API call. */
      sessionEnded: boolean;
    };

export type Upload = <T>(request: UploadRequest) => Promise<UploadResult<T>>;

const failed = (failure: ApiFailure, body?: unknown, aborted = false) =>
  ({ ok: false, failure, body, aborted, sessionEnded: false }) as const;

/**
 * Sends a file with the session's bearer token, reporting progress (XMLHttpRequest: `fetch` cannot
 * report an upload's). Never rejects: every outcome is an {@link UploadResult}. A 401 ends the session
 * through the same code as RTK Query's base query.
 */
export async function upload<T>(dispatch: Dispatch, request: UploadRequest): Promise<UploadResult<T>> {
  const { url, file, method = 'POST', raw, onProgress, signal } = request;
  const token = await getBearerToken();
  const answer = await new Promise<{ status: number; body: unknown } | 'unreachable' | 'aborted'>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (raw) xhr.setRequestHeader('Content-Type', raw.contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    xhr.onerror = () => resolve('unreachable');
    xhr.onabort = () => resolve('aborted');
    if (signal?.aborted) return resolve('aborted');
    signal?.addEventListener('abort', () => xhr.abort());
    if (raw) xhr.send(file);
    else {
      const form = new FormData();
      form.append(uploadFieldName, file);
      xhr.send(form);
    }
  });
  if (answer === 'unreachable' || answer === 'aborted')
    return failed(readApiFailure(undefined), undefined, answer === 'aborted');
  if (answer.status >= 200 && answer.status < 300) return { ok: true, status: answer.status, data: answer.body as T };
  const failure = readApiFailure({ status: answer.status, data: answer.body });
  if (answer.status === 401 && token) {
    endRefusedSession(dispatch, failure);
    return { ...failed(failure, answer.body), sessionEnded: true };
  }
  return failed(failure, answer.body);
}

/** {@link upload} for a component: the session it ends is the store's. */
export function useUpload(): Upload {
  const dispatch = useAppDispatch();
  return useCallback(<T>(request: UploadRequest) => upload<T>(dispatch, request), [dispatch]);
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a proxy's error page): the status is all there is to read.
    return undefined;
  }
}
