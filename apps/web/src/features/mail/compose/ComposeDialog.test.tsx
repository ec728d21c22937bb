import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../app/api';
import { makeStore } from '../../../app/store';
import { MessageHost } from '../../../shell/message/MessageHost';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/renderApp';
import { ComposeDialog } from './ComposeDialog';
import type { ComposeInitial } from './replyDraft';
import { undoDelayMs } from './usePendingSend';

/** A page with a Compose button, as the mail page has. */
function Page({ initial }: { initial?: ComposeInitial }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Compose
      </button>
      <ComposeDialog open={open} onClose={() => setOpen(false)} initial={initial} />
      <MessageHost />
    </>
  );
}

let requests: RecordedRequest[];
let sendAnswer: () => Response;
let contacts: { name: string; email: string; avatar: string }[];
const draftMail = (body: unknown) => ({ ...(body as object), folder: 2, notDeliveredTo: [], sendAt: null });
/** The server's answer to a send: in Sent, held for `undoDelayMs` by its own clock. */
const heldMail = (body: unknown) => {
  const time = new Date(Date.now() - 60_000);
  return {
    ...(body as object),
    folder: 1,
    notDeliveredTo: [],
    time: time.toISOString(),
    sendAt: new Date(time.getTime() + undoDelayMs).toISOString(),
  };
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  contacts = [];
  sendAnswer = () => jsonResponse(200, heldMail(requests.at(-1)?.body));
  ({ requests } = mockFetch((request) => {
    if (request.path.startsWith('/api/mail-app/contacts')) return jsonResponse(200, contacts);
    if (request.path === '/api/mail-app/save-draft') return jsonResponse(200, draftMail(request.body));
    if (request.path === '/api/mail-app/send') return sendAnswer();
    if (request.path === '/api/mail-app/undo-send') return jsonResponse(200, draftMail(request.body));
    return jsonResponse(404, { message: 'No such call' });
  }));
});
afterEach(() => {
  vi.useRealTimers();
});

const callsTo = (path: string) => requests.filter((request) => request.path === path);
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function openCompose(initial?: ComposeInitial) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <Provider store={makeStore()}>
      <Page initial={initial} />
    </Provider>,
  );
  await user.click(screen.getByRole('button', { name: 'Compose' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nova mensagem' });
  return { user, dialog };
}

async function writeMail(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('combobox', { name: 'Para' }), 'staff@conecta.example{Enter}');
  await user.type(within(dialog).getByRole('textbox', { name: 'Assunto' }), 'Linhas novas');
}

describe('the compose dialog', () => {
  it('saves one draft as the user types, then updates that same draft, and says so on closing', async () => {
    const { user, dialog } = await openCompose();
    await writeMail(user, dialog);
    await advance(1500);
    await waitFor(() => expect(callsTo('/api/mail-app/save-draft')).toHaveLength(1));
    const first = callsTo('/api/mail-app/save-draft')[0]?.body as { id?: string } | undefined;
    expect(first).toMatchObject({ to: [{ email: 'staff@conecta.example' }], subject: 'Linhas novas' });

    await user.type(within(dialog).getByRole('textbox', { name: 'Assunto' }), ' de maio');
    await advance(1500);
    await waitFor(() => expect(callsTo('/api/mail-app/save-draft')).toHaveLength(2));
    const second = callsTo('/api/mail-app/save-draft')[1]?.body as { id: string; subject: string };
    expect(first?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toMatchObject({ id: first?.id, subject: 'Linhas novas de maio' });

    // Nothing changed since: closing saves nothing more, keeps the draft and says so.
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(await screen.findByText('Rascunho salvo')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Nova mensagem' })).not.toBeInTheDocument();
    expect(callsTo('/api/mail-app/save-draft')).toHaveLength(2);
  });

  it('sends at once, so a reload loses nothing; Undo asks the server to take it back and brings it back whole', async () => {
    const { user, dialog } = await openCompose();
    await writeMail(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    // Closed, the draft saved first, and the send made at once: the server holds it for Undo.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Enviando…')).toBeVisible();
    expect(callsTo('/api/mail-app/save-draft')).toHaveLength(1);
    await waitFor(() => expect(callsTo('/api/mail-app/send')).toHaveLength(1));
    const draftId = (callsTo('/api/mail-app/save-draft')[0]?.body as { id?: string } | undefined)?.id;
    expect(callsTo('/api/mail-app/send')[0]?.body).toMatchObject({ id: draftId, subject: 'Linhas novas' });

    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    const again = await screen.findByRole('dialog', { name: 'Nova mensagem' });
    expect(callsTo('/api/mail-app/undo-send').map((request) => request.body)).toEqual([{ id: draftId }]);
    expect(within(again).getByRole('textbox', { name: 'Assunto' })).toHaveValue('Linhas novas');
    expect(within(again).getByRole('button', { name: 'staff@conecta.example' })).toBeVisible();
    await advance(undoDelayMs + 1000);
    expect(screen.queryByText('Mensagem enviada')).not.toBeInTheDocument();

    // Sent again: the undo time comes from the server's answer; then it says the mail went.
    await user.click(within(again).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(callsTo('/api/mail-app/send')).toHaveLength(2));
    expect(screen.getByText('Enviando…')).toBeVisible();
    await advance(undoDelayMs);
    expect(await screen.findByText('Mensagem enviada')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Enviando…')).not.toBeInTheDocument());
    expect(callsTo('/api/mail-app/undo-send')).toHaveLength(1);
  });

  it('says so when Undo comes too late, in the user language', async () => {
    const { user, dialog } = await openCompose();
    await writeMail(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(callsTo('/api/mail-app/send')).toHaveLength(1));
    mockFetch((request) =>
      request.path === '/api/mail-app/undo-send'
        ? jsonResponse(409, {
            message: 'This mail has been sent already and can no longer be undone',
            code: 'mail.sentAlready',
          })
        : jsonResponse(200, []),
    );
    await user.click(await screen.findByRole('button', { name: 'Desfazer' }));
    expect(await screen.findByText('Este e-mail já foi enviado e o envio não pode mais ser desfeito')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before sending without a subject: Cancel keeps the window, Send anyway sends', async () => {
    const { user, dialog } = await openCompose();
    await user.type(within(dialog).getByRole('combobox', { name: 'Para' }), 'staff@conecta.example{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    const ask = await screen.findByRole('dialog', { name: 'Enviar sem assunto?' });
    expect(within(ask).getByText('Esta mensagem não tem assunto. Enviar mesmo assim?')).toBeVisible();
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enviar sem assunto?' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Nova mensagem' })).toBeVisible();
    expect(callsTo('/api/mail-app/send')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar mesmo assim' }));
    await waitFor(() => expect(callsTo('/api/mail-app/send')).toHaveLength(1));
    expect(callsTo('/api/mail-app/send')[0]?.body).toMatchObject({ subject: '' });
    expect(screen.queryByRole('dialog', { name: 'Nova mensagem' })).not.toBeInTheDocument();
  });

  it('shows a typed address of a console account as that account, its name in its own direction', async () => {
    contacts = [{ name: 'Sérgio Staff', email: 'staff@conecta.example', avatar: '' }];
    const { user, dialog } = await openCompose();
    await user.type(within(dialog).getByRole('combobox', { name: 'Para' }), 'staff@conecta.example{Enter}');
    const chip = await within(dialog).findByRole('button', { name: 'Sérgio Staff' });
    expect(chip).toHaveAttribute('title', 'staff@conecta.example');
    expect(chip.querySelector('bdi')).toHaveTextContent('Sérgio Staff');
    // An address outside the console stays itself.
    await user.type(within(dialog).getByRole('combobox', { name: 'Para' }), 'ana@fora.example{Enter}');
    expect(await within(dialog).findByRole('button', { name: 'ana@fora.example' })).toBeVisible();
    // The Cc and Cco buttons are named by what they show.
    expect(within(dialog).getByRole('button', { name: 'Cc' })).toHaveTextContent('Cc');
    expect(within(dialog).getByRole('button', { name: 'Cco' })).toHaveTextContent('Cco');
    expect(within(dialog).getByRole('textbox', { name: 'Assunto' })).toHaveAttribute('dir', 'auto');
  });

  it("reopens with the server's field errors on their fields when the send is refused", async () => {
    sendAnswer = () =>
      jsonResponse(400, {
        error: { 'to.0.email': 'Enter a valid email address', subject: 'Subject can have up to 300 characters' },
        codes: { 'to.0.email': 'mail.email', subject: 'mail.subject' },
      });
    const { user, dialog } = await openCompose();
    await writeMail(user, dialog);
    // Ctrl+Enter sends, as the button does.
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(callsTo('/api/mail-app/send')).toHaveLength(1));

    // The server refused it at once: the window is back, the reasons on their fields.
    const again = await screen.findByRole('dialog', { name: 'Nova mensagem' });
    expect(await within(again).findByText('Insira um endereço de e-mail válido')).toBeVisible();
    expect(within(again).getByText('O assunto pode ter até 300 caracteres')).toBeVisible();
    expect(within(again).getByRole('textbox', { name: 'Assunto' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a refused attachment list beside the attachments, in the user language', async () => {
    sendAnswer = () =>
      jsonResponse(400, {
        error: { attachments: 'The attachments of one mail can add up to 25 MB' },
        codes: { attachments: 'mail.attachmentsTooLarge' },
        fieldParams: { attachments: { max: 25 } },
      });
    const { user, dialog } = await openCompose();
    await writeMail(user, dialog);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(callsTo('/api/mail-app/send')).toHaveLength(1));
    const again = await screen.findByRole('dialog', { name: 'Nova mensagem' });
    expect(await within(again).findByText('Os anexos de um e-mail podem somar até 25 MB')).toBeVisible();
  });

  it('refuses to send without a recipient and sends nothing', async () => {
    const { user, dialog } = await openCompose();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Adicione pelo menos um destinatário')).toBeVisible();
    await advance(undoDelayMs);
    expect(callsTo('/api/mail-app/send')).toHaveLength(0);
  });

  it('keeps a typed address that is not an email in the input, saying why', async () => {
    const { user, dialog } = await openCompose();
    const to = within(dialog).getByRole('combobox', { name: 'Para' });
    await user.type(to, 'not-an-address{Enter}');
    expect(within(dialog).getByText('Insira um endereço de e-mail válido')).toBeVisible();
    expect(to).toHaveValue('not-an-address');
  });

  it('starts from what it is given (a reply) and saves nothing until the user changes it', async () => {
    const { user, dialog } = await openCompose({
      to: [{ name: 'Sam Staff', email: 'staff@conecta.example' }],
      subject: 'Re: Linhas',
      message: '<p>Olá</p>',
    });
    expect(within(dialog).getByRole('textbox', { name: 'Assunto' })).toHaveValue('Re: Linhas');
    expect(await within(dialog).findByRole('textbox', { name: 'Mensagem' })).toHaveTextContent('Olá');
    await advance(1500);
    expect(callsTo('/api/mail-app/save-draft')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('/api/mail-app/save-draft')).toHaveLength(0);
  });
});
