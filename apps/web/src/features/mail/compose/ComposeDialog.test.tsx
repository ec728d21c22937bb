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
const sentMail = (body: unknown) => ({ ...(body as object), folder: 1, notDeliveredTo: [] });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  sendAnswer = () => jsonResponse(200, sentMail(requests.at(-1)?.body));
  ({ requests } = mockFetch((request) => {
    if (request.path.startsWith('/api/mail-app/contacts')) return jsonResponse(200, []);
    if (request.path === '/api/mail-app/save-draft') return jsonResponse(200, sentMail(request.body));
    if (request.path === '/api/mail-app/send') return sendAnswer();
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

  it('holds the mail behind Undo, which brings it back whole; sent after the delay otherwise', async () => {
    const { user, dialog } = await openCompose();
    await writeMail(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    // Closed, the draft saved first, nothing sent yet.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Enviando…')).toBeVisible();
    expect(callsTo('/api/mail-app/save-draft')).toHaveLength(1);
    expect(callsTo('/api/mail-app/send')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    const again = await screen.findByRole('dialog', { name: 'Nova mensagem' });
    expect(within(again).getByRole('textbox', { name: 'Assunto' })).toHaveValue('Linhas novas');
    expect(within(again).getByRole('button', { name: 'staff@conecta.example' })).toBeVisible();
    await advance(undoDelayMs + 1000);
    expect(callsTo('/api/mail-app/send')).toHaveLength(0);

    await user.click(within(again).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('/api/mail-app/send')).toHaveLength(0);
    await advance(undoDelayMs);
    await waitFor(() => expect(callsTo('/api/mail-app/send')).toHaveLength(1));
    const draftId = (callsTo('/api/mail-app/save-draft')[0]?.body as { id?: string } | undefined)?.id;
    expect(draftId).toBeTruthy();
    expect(callsTo('/api/mail-app/send')[0]?.body).toMatchObject({ id: draftId, subject: 'Linhas novas' });
    expect(await screen.findByText('Mensagem enviada')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Enviando…')).not.toBeInTheDocument());
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
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await advance(undoDelayMs);

    const again = await screen.findByRole('dialog', { name: 'Nova mensagem' });
    expect(await within(again).findByText('Insira um endereço de email válido')).toBeVisible();
    expect(within(again).getByText('O assunto pode ter até 300 caracteres')).toBeVisible();
    expect(within(again).getByRole('textbox', { name: 'Assunto' })).toHaveAttribute('aria-invalid', 'true');
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
    expect(within(dialog).getByText('Insira um endereço de email válido')).toBeVisible();
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
