import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeUpload } from '../test/fakeUpload';
import { jsonResponse, mockFetch, renderApp, sampleUsers } from '../test/renderApp';
import { type UploadResult, upload, uploadInParts } from './upload';

beforeEach(() => {
  FakeUpload.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  // The page behind asks for nothing that matters here: its requests stay unanswered.
  mockFetch(() => new Promise<Response>(() => undefined));
});
afterEach(() => vi.unstubAllGlobals());

/** A signed-in console, and an upload started from it whose XMLHttpRequest the test answers. */
async function startUpload(request: Partial<Parameters<typeof upload>[1]> = {}) {
  const view = await renderApp('/auth/staff-role-example', { user: sampleUsers.staff, token: 'token-1' });
  const file = new File(['%PDF-1.4'], 'linhas.pdf', { type: 'application/pdf' });
  const progress: number[] = [];
  let result: UploadResult<{ id: string }> | undefined;
  const done = upload<{ id: string }>(view.store.dispatch, {
    url: '/api/mail-app/attachments',
    file,
    onProgress: (fraction) => progress.push(fraction),
    ...request,
  }).then((answer) => (result = answer));
  await vi.waitFor(() => expect(FakeUpload.last).toBeDefined());
  const sent = FakeUpload.last as FakeUpload;
  const settled = async () => {
    await act(() => done);
    return result as UploadResult<{ id: string }>;
  };
  return { ...view, file, progress, sent, settled };
}

describe('the upload client', () => {
  it('sends the file with the bearer token as multipart form data, reports progress and answers the data', async () => {
    const { file, progress, sent, settled } = await startUpload();
    expect(sent).toMatchObject({ method: 'POST', url: '/api/mail-app/attachments' });
    expect(sent.headers.Authorization).toBe('Bearer token-1');
    expect(sent.body?.get('file')).toBe(file);
    sent.progress(1, 4);
    sent.progress(4, 4);
    expect(progress).toEqual([0.25, 1]);
    sent.answer(200, { id: 'f1' });
    expect(await settled()).toEqual({ ok: true, status: 200, data: { id: 'f1' } });
  });

  it('sends the bytes themselves with the type given, for a raw upload', async () => {
    const { file, sent } = await startUpload({ url: '/api/devices/import', raw: { contentType: 'text/csv' } });
    expect(sent.headers['Content-Type']).toBe('text/csv');
    expect(sent.body).toBe(file);
  });

  it.each([
    [413, 'The file is larger than this use allows.', 'file.tooLarge'],
    [415, 'This type of file is not accepted here.', 'file.typeNotAllowed'],
  ])(
    'answers a %i as a failure with the server’s message and code, and keeps the session',
    async (status, message, code) => {
      const { sent, settled, store } = await startUpload();
      sent.answer(status, { message, code });
      expect(await settled()).toMatchObject({
        ok: false,
        failure: { status, unreachable: false, message: { message, code }, fields: {} },
        aborted: false,
        sessionEnded: false,
      });
      expect(store.getState().auth.user.role).toEqual(sampleUsers.staff.role);
    },
  );

  it('ends the session on a 401 as every API call does: signed out, told why, sent to the sign-in page', async () => {
    const { sent, settled, store, router } = await startUpload();
    sent.answer(401, { error: 'access_token expired' });
    expect(await settled()).toMatchObject({ ok: false, sessionEnded: true, failure: { status: 401 } });
    expect(store.getState().auth.user.role).toEqual([]);
    expect(localStorage.getItem('jwt_access_token')).toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid access_token');
    expect(await screen.findByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('answers no answer (the network) as unreachable, and an abort as aborted', async () => {
    const network = await startUpload();
    act(() => network.sent.onerror?.());
    expect(await network.settled()).toMatchObject({ ok: false, aborted: false, failure: { unreachable: true } });

    const controller = new AbortController();
    FakeUpload.all = [];
    const aborted = await startUpload({ signal: controller.signal });
    controller.abort();
    expect(await aborted.settled()).toMatchObject({ ok: false, aborted: true, sessionEnded: false });
  });
});

describe('an upload in parts', () => {
  const file = new File(['0123456789'], 'relatorio.csv', { type: 'text/csv', lastModified: 1_700_000_000_000 });
  const key = `upload-in-parts:file-manager:relatorio.csv:10:${file.lastModified}`;
  afterEach(() => localStorage.clear());

  /** The server's side: where the upload stands after each step, as the test decides. */
  function partsServer(standing: { offset: number }) {
    return mockFetch((request) => {
      if (request.method === 'POST' && request.path === '/api/uploads/resumable')
        return jsonResponse(201, { id: 'u1', offset: 0, size: 10, partBytes: 4 });
      if (request.method === 'GET' && request.path === '/api/uploads/resumable/u1')
        return jsonResponse(200, { id: 'u1', offset: standing.offset, size: 10, partBytes: 4 });
      if (request.method === 'POST' && request.path === '/api/file-manager-app/files/resumable')
        return jsonResponse(201, { id: 'f1', name: 'relatorio.csv' });
      return new Promise<Response>(() => undefined);
    });
  }
  const partAt = async (index: number) => {
    await vi.waitFor(() => expect(FakeUpload.all.length).toBeGreaterThan(index), { timeout: 5000 });
    return FakeUpload.all[index] as FakeUpload;
  };

  it('sends each part where the server stands, waits out a dropped connection and goes on, then has the file kept', async () => {
    const view = await renderApp('/auth/staff-role-example', { user: sampleUsers.staff, token: 'token-1' });
    const standing = { offset: 0 };
    const { requests } = partsServer(standing);
    const retries: number[] = [];
    const progress: number[] = [];
    let result: UploadResult<{ id: string }> | undefined;
    const done = uploadInParts<{ id: string }>(view.store.dispatch, {
      use: 'file-manager',
      file,
      completeUrl: '/api/file-manager-app/files/resumable',
      onProgress: (fraction) => progress.push(fraction),
      onRetry: (attempt) => retries.push(attempt),
    }).then((answer) => (result = answer));

    const first = await partAt(0);
    expect(first).toMatchObject({ method: 'PATCH', url: '/api/uploads/resumable/u1' });
    expect(first.headers).toMatchObject({ 'upload-offset': '0', 'Content-Type': 'application/offset+octet-stream' });
    expect(await (first.body as unknown as Blob).text()).toBe('0123');
    expect(localStorage.getItem(key)).toBe('u1');
    first.answer(200, { id: 'u1', offset: 4, size: 10, partBytes: 4 });

    // The second part's connection drops, though the server got it: the client asks, and goes on from 8.
    const second = await partAt(1);
    expect(second.headers['upload-offset']).toBe('4');
    standing.offset = 8;
    second.fail();
    const third = await partAt(2);
    expect(third.headers['upload-offset']).toBe('8');
    expect(await (third.body as unknown as Blob).text()).toBe('89');
    third.answer(200, { id: 'u1', offset: 10, size: 10, partBytes: 4 });
    await act(() => done);

    expect(result).toEqual({ ok: true, status: 201, data: { id: 'f1', name: 'relatorio.csv' } });
    expect(retries).toEqual([1, 0]);
    expect(progress.at(-1)).toBe(1);
    expect(requests.find((request) => request.path === '/api/file-manager-app/files/resumable')?.body).toEqual({
      uploadId: 'u1',
    });
    // Kept: nothing is left to resume.
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('goes on where the same file was left, after a reload', async () => {
    const view = await renderApp('/auth/staff-role-example', { user: sampleUsers.staff, token: 'token-1' });
    localStorage.setItem(key, 'u1');
    const { requests } = partsServer({ offset: 8 });
    const done = uploadInParts<{ id: string }>(view.store.dispatch, {
      use: 'file-manager',
      file,
      completeUrl: '/api/file-manager-app/files/resumable',
    });
    const only = await partAt(0);
    expect(only.headers['upload-offset']).toBe('8');
    only.answer(200, { id: 'u1', offset: 10, size: 10, partBytes: 4 });
    expect((await act(() => done)).ok).toBe(true);
    expect(FakeUpload.all).toHaveLength(1);
    expect(requests.some((request) => request.method === 'POST' && request.path === '/api/uploads/resumable')).toBe(
      false,
    );
  });
});
