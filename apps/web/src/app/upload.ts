import { resumableUploadPath, uploadFieldName } from '@conecta/contracts/file-uses';
import type { ResumableUpload } from '@conecta/contracts/files';
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
  method?: 'POST' | 'PUT' | 'PATCH';
  /** More request headers (a part's `upload-offset`). */
  headers?: Record<string, string>;
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
  const { url, file, method = 'POST', raw, headers, onProgress, signal } = request;
  const token = await getBearerToken();
  const answer = await new Promise<{ status: number; body: unknown } | 'unreachable' | 'aborted'>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (raw) xhr.setRequestHeader('Content-Type', raw.contentType);
    for (const [name, value] of Object.entries(headers ?? {})) xhr.setRequestHeader(name, value);
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
  return settle<T>(dispatch, answer, token);
}

/** An answer as an {@link UploadResult}; a 401 to a signed-in user ends the session. */
function settle<T>(dispatch: Dispatch, answer: { status: number; body: unknown }, token: string | null | undefined) {
  if (answer.status >= 200 && answer.status < 300)
    return { ok: true, status: answer.status, data: answer.body as T } as const;
  const failure = readApiFailure({ status: answer.status, data: answer.body });
  if (answer.status === 401 && token) {
    endRefusedSession(dispatch, failure);
    return { ...failed(failure, answer.body), sessionEnded: true } as const;
  }
  return failed(failure, answer.body);
}

/** A JSON call of the upload flow, with the session's token; never rejects. */
async function sendJson<T>(
  dispatch: Dispatch,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: object,
  signal?: AbortSignal,
): Promise<UploadResult<T>> {
  const token = await getBearerToken();
  try {
    const response = await fetch(url, {
      method,
      signal,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return settle<T>(dispatch, { status: response.status, body: parseJson(await response.text()) }, token);
  } catch {
    return failed(readApiFailure(undefined), undefined, signal?.aborted ?? false);
  }
}

/** One file sent in parts (`resumableUploadPath`), kept by its feature once every part is in. */
export interface PartsUploadRequest {
  /** The file use of the upload module that takes it (`file-manager`). */
  use: string;
  file: File;
  /** The feature's call that keeps the finished upload (POST `{ uploadId }`). */
  completeUrl: string;
  /** Called with 0–1 over the whole file. */
  onProgress?(fraction: number): void;
  /** A dropped connection is being waited out (its attempt), or 0 once the upload goes on again. */
  onRetry?(attempt: number): void;
  signal?: AbortSignal;
}

/** Waits before trying again after a dropped connection: 1, 2, 4, 8 then 15 s at most. */
const retryDelays = [1000, 2000, 4000, 8000, 15_000, 15_000];
const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
/** Where an upload of this very file (name, size, date) was left, so choosing it again goes on from there. */
const partsKey = (use: string, file: File) => `upload-in-parts:${use}:${file.name}:${file.size}:${file.lastModified}`;

/** The upload this file was left at (asked of the server), or a new one. */
async function resumeOrStart(
  dispatch: Dispatch,
  key: string,
  use: string,
  file: File,
  signal?: AbortSignal,
): Promise<UploadResult<ResumableUpload>> {
  const leftId = localStorage.getItem(key);
  if (leftId) {
    const left = await sendJson<ResumableUpload>(
      dispatch,
      'GET',
      `${resumableUploadPath}/${leftId}`,
      undefined,
      signal,
    );
    if (left.ok && left.data.size === file.size) return left;
    localStorage.removeItem(key);
  }
  const started = await sendJson<ResumableUpload>(
    dispatch,
    'POST',
    resumableUploadPath,
    { use, fileName: file.name, size: file.size },
    signal,
  );
  if (started.ok) localStorage.setItem(key, started.data.id);
  return started;
}

/**
 * Sends a large file in parts, so a dropped connection does not lose what was sent: each part is appended where the
 * server says the upload stands, a part whose connection dropped is sent again from there after a pause, and the
 * upload's id is kept in the browser, so the same file chosen again after a reload (or a crash) goes on where it
 * stopped. Never rejects: every outcome is an {@link UploadResult} of the feature's keeping call.
 */
export async function uploadInParts<T>(dispatch: Dispatch, request: PartsUploadRequest): Promise<UploadResult<T>> {
  const { use, file, completeUrl, onProgress, onRetry, signal } = request;
  const key = partsKey(use, file);
  const begun = await resumeOrStart(dispatch, key, use, file, signal);
  if (!begun.ok) return begun;
  let standing: ResumableUpload = begun.data;
  let attempt = 0;
  while (standing.offset < standing.size) {
    const { offset, partBytes, id } = standing;
    const sent: UploadResult<ResumableUpload> = await upload<ResumableUpload>(dispatch, {
      url: `${resumableUploadPath}/${id}`,
      method: 'PATCH',
      file: file.slice(offset, offset + partBytes),
      raw: { contentType: 'application/offset+octet-stream' },
      headers: { 'upload-offset': String(offset) },
      onProgress: (fraction) => onProgress?.((offset + fraction * Math.min(partBytes, file.size - offset)) / file.size),
      signal,
    });
    if (sent.ok || (!sent.ok && sent.failure.status === 409 && sent.body)) {
      // Appended, or already further on (a part whose answer was lost): go on from where the server stands.
      standing = sent.ok ? sent.data : (sent.body as ResumableUpload);
      if (attempt > 0) onRetry?.(0);
      attempt = 0;
      continue;
    }
    if (sent.aborted || sent.sessionEnded || !sent.failure.unreachable || attempt >= retryDelays.length) {
      if (sent.failure.status === 404) localStorage.removeItem(key);
      return sent;
    }
    // The connection dropped: wait, ask where the upload stands, and go on from there.
    attempt += 1;
    onRetry?.(attempt);
    await wait(retryDelays[attempt - 1] ?? 15_000, signal);
    const asked = await sendJson<ResumableUpload>(dispatch, 'GET', `${resumableUploadPath}/${id}`, undefined, signal);
    if (asked.ok) standing = asked.data;
  }
  onProgress?.(1);
  const kept = await sendJson<T>(dispatch, 'POST', completeUrl, { uploadId: standing.id }, signal);
  if (kept.ok || (!kept.ok && kept.failure.status === 404)) localStorage.removeItem(key);
  return kept;
}

/** {@link uploadInParts} for a component. */
export function useUploadInParts(): <T>(request: PartsUploadRequest) => Promise<UploadResult<T>> {
  const dispatch = useAppDispatch();
  return useCallback(<T>(request: PartsUploadRequest) => uploadInParts<T>(dispatch, request), [dispatch]);
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
