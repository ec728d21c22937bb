import type { User } from '@conecta/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeUpload } from '../../test/fakeUpload';
import { jsonResponse, mockFetch, type RecordedRequest, renderApp, sampleUsers } from '../../test/renderApp';

const photoURL = '/api/files/0b6f7c1e-5a3d-4c2b-9e8f-7a6b5c4d3e21/thumbnail';
const withPhoto = (user: User, url: string): User => ({ ...user, data: { ...user.data, photoURL: url } });

let fileRequests: RecordedRequest[];
let deleteStatus = 200;
beforeEach(() => {
  FakeUpload.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:stored-photo', revokeObjectURL: () => {} }));
  const { requests } = mockFetch((request) => {
    if (request.path === photoURL) {
      // Bytes rather than a Blob: jsdom's Blob is not one Node's Response can read.
      return new Response(new Uint8Array([82, 73, 70, 70]), { status: 200, headers: { 'content-type': 'image/webp' } });
    }
    if (request.method === 'DELETE' && request.path === '/api/account/avatar') {
      return deleteStatus === 200
        ? jsonResponse(200, { user: sampleUsers.user })
        : jsonResponse(deleteStatus, { message: 'Something went wrong on our side. Please try again.' });
    }
    return jsonResponse(404, { message: 'No such file.' });
  });
  fileRequests = requests;
});
afterEach(() => {
  vi.unstubAllGlobals();
  deleteStatus = 200;
});

async function openDialog(user = sampleUsers.user) {
  const view = await renderApp('/pages/errors/error-404', { user, token: 'token-1' });
  await view.user.click(await screen.findByTestId('user-menu'));
  await view.user.click(await screen.findByRole('menuitem', { name: 'Alterar foto' }));
  const dialog = await screen.findByRole('dialog', { name: 'Alterar foto' });
  return { ...view, dialog };
}

// The stored-photo avatar is a lazy chunk: its first load in jsdom can take a few seconds.
const photoWait = { timeout: 8000 };
const menuPhoto = () => screen.getByTestId('user-menu').querySelector('img');

describe('changing the account photo from the user menu', () => {
  it('uploads the chosen image with the token, shows its progress, then the new photo in the toolbar', async () => {
    const { user, dialog } = await openDialog();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(within(dialog).getByTestId('photo-file-input'), file);

    const upload = FakeUpload.last;
    expect(upload).toMatchObject({ method: 'PUT', url: '/api/account/avatar' });
    expect(upload?.headers.Authorization).toBe('Bearer token-1');
    expect(upload?.body?.get('file')).toBe(file);

    upload?.progress(512, 1024);
    const bar = within(dialog).getByRole('progressbar', { name: 'Enviando a foto' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeDisabled();

    upload?.answer(200, { user: withPhoto(sampleUsers.user, photoURL) });
    expect(await screen.findByText('Foto atualizada')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The stored photo is fetched with the token and shown from a blob URL.
    await waitFor(() => expect(menuPhoto()).toHaveAttribute('src', 'blob:stored-photo'), photoWait);
    expect(fileRequests.find((request) => request.path === photoURL)?.authorization).toBe('Bearer token-1');
  });

  it("shows the server's refusal in the current language and keeps the dialog open for another try", async () => {
    const { user, dialog } = await openDialog();
    const input = within(dialog).getByTestId('photo-file-input');
    await user.upload(input, new File(['<html>'], 'cat.png', { type: 'image/png' }));
    FakeUpload.last?.answer(415, { message: 'This type of file is not accepted here.' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Este tipo de arquivo não é aceito aqui.');

    await user.upload(input, new File(['x'], 'huge.png', { type: 'image/png' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    FakeUpload.last?.answer(413, { message: 'The file is too large.' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('O arquivo é grande demais.');
    expect(menuPhoto()).toBeNull();
  });

  it('removes the photo, back to the initials', async () => {
    const { user, dialog } = await openDialog(withPhoto(sampleUsers.user, photoURL));
    await waitFor(() => expect(menuPhoto()).toHaveAttribute('src', 'blob:stored-photo'), photoWait);
    await user.click(within(dialog).getByRole('button', { name: 'Remover foto' }));
    expect(await screen.findByText('Foto removida')).toBeVisible();
    expect(fileRequests.some((request) => request.method === 'DELETE' && request.path === '/api/account/avatar')).toBe(
      true,
    );
    await waitFor(() => expect(menuPhoto()).toBeNull());
    expect(screen.getByTestId('user-menu')).toHaveTextContent('UU');
  });

  it('says so when the photo could not be removed, and keeps it', async () => {
    deleteStatus = 500;
    const { user, dialog } = await openDialog(withPhoto(sampleUsers.user, photoURL));
    await user.click(within(dialog).getByRole('button', { name: 'Remover foto' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível remover a foto. Tente de novo.',
    );
    await waitFor(() => expect(menuPhoto()).toHaveAttribute('src', 'blob:stored-photo'), photoWait);
  });
});
