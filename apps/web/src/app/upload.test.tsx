import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeUpload } from '../test/fakeUpload';
import { mockFetch, renderApp, sampleUsers } from '../test/renderApp';
import { type UploadResult, upload } from './upload';

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
