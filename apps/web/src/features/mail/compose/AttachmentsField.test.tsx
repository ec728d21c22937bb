import { mailLimits } from '@conecta/contracts/mail';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../app/api';
import { makeStore } from '../../../app/store';
import { FakeUpload } from '../../../test/fakeUpload';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/renderApp';
import { ComposeDialog } from './ComposeDialog';

const stored = { type: 'application/pdf', fileName: 'linhas.pdf', preview: '', url: '/api/files/f1', size: 2048 };
let requests: RecordedRequest[];
/** 12.3 MiB: what the server says the account's uploads take. */
const usedBytes = Math.round(12.3 * 1024 * 1024);

beforeEach(() => {
  FakeUpload.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  ({ requests } = mockFetch((request) =>
    request.path === '/api/uploads/usage'
      ? jsonResponse(200, { usedBytes: usedBytes, quotaBytes: 100 * 1024 * 1024 })
      : jsonResponse(200, { ...(request.body as object), folder: 2 }),
  ));
});

function Page() {
  const [open, setOpen] = useState(true);
  return <ComposeDialog open={open} onClose={() => setOpen(false)} />;
}

async function openCompose() {
  const user = userEvent.setup();
  render(
    <Provider store={makeStore()}>
      <Page />
    </Provider>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Nova mensagem' });
  return { user, dialog, input: within(dialog).getByTestId('compose-file-input') };
}

describe('attachments of the compose dialog', () => {
  it('uploads a file with its progress, lists it, keeps it in the draft, and removes it', async () => {
    const { user, dialog, input } = await openCompose();
    const file = new File(['%PDF-1.4'], 'linhas.pdf', { type: 'application/pdf' });
    await user.upload(input, file);

    const upload = FakeUpload.all[0];
    expect(upload).toMatchObject({ method: 'POST', url: '/api/mail-app/attachments' });
    expect(upload?.body?.get('file')).toBe(file);
    upload?.progress(1, 4);
    expect(within(dialog).getByRole('progressbar', { name: 'Enviando linhas.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(within(dialog).getByRole('button', { name: 'Enviar' })).toBeDisabled();

    upload?.answer(200, stored);
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(dialog).getByText('linhas.pdf')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Enviar' })).toBeEnabled();
    await waitFor(() => expect(requests.at(-1)?.body).toMatchObject({ attachments: [stored] }), { timeout: 4000 });

    await user.click(within(dialog).getByRole('button', { name: 'Remover linhas.pdf' }));
    expect(within(dialog).queryByText('linhas.pdf')).not.toBeInTheDocument();
    await waitFor(() => expect(requests.at(-1)?.body).toMatchObject({ attachments: [] }), { timeout: 4000 });
  });

  it('refuses a file over the size limit without uploading it, and says why a refused type failed', async () => {
    const { user, dialog, input } = await openCompose();
    const huge = new File(['x'], 'video.zip', { type: 'application/zip' });
    Object.defineProperty(huge, 'size', { value: mailLimits.attachmentBytes + 1 });
    await user.upload(input, huge);
    expect(within(dialog).getByText('video.zip tem mais de 10 MB.')).toBeVisible();
    expect(FakeUpload.all).toHaveLength(0);

    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    FakeUpload.all[0]?.answer(415, { message: 'This type of file is not accepted here.' });
    expect(
      await within(dialog).findByText('setup.exe não foi aceito: este tipo de arquivo não pode ser anexado.'),
    ).toBeVisible();
  });

  it('shows the account’s storage use, asks again after an upload, and says when the storage is full', async () => {
    const { user, dialog, input } = await openCompose();
    expect(await within(dialog).findByText('12,3 MB de 100 MB usados')).toBeVisible();
    const usageCalls = () => requests.filter((request) => request.path === '/api/uploads/usage').length;
    const before = usageCalls();

    await user.upload(input, new File(['%PDF-1.4'], 'linhas.pdf', { type: 'application/pdf' }));
    FakeUpload.all[0]?.answer(200, stored);
    await waitFor(() => expect(usageCalls()).toBe(before + 1));

    await user.upload(input, new File(['%PDF-1.4 2'], 'planilha.pdf', { type: 'application/pdf' }));
    FakeUpload.all[1]?.answer(413, { message: 'Your file storage is full.', code: 'file.quotaExceeded' });
    expect(
      await within(dialog).findByText(
        'planilha.pdf não foi enviado: seu espaço de arquivos está cheio. Exclua e-mails com anexos de que não precisa mais.',
      ),
    ).toBeVisible();
  });
});
