import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, sampleUsers } from '../../test/renderApp';
import { makeMail, mockMailServer } from './testServer';

// The compose dialog is another part's: here it only shows what it was opened with.
vi.mock('./compose/ComposeDialog', () => ({
  ComposeDialog: ({ open, initial }: { open: boolean; initial?: unknown }) =>
    open ? <div data-testid="compose-stub">{JSON.stringify(initial ?? null)}</div> : null,
}));

const opened = async () => JSON.parse((await screen.findByTestId('compose-stub')).textContent ?? 'null');

async function openPage(path: string, server: ReturnType<typeof mockMailServer>) {
  localStorage.setItem('language', 'en');
  const view = await renderApp(path, { user: sampleUsers.user });
  await screen.findByTestId('mail-page', {}, { timeout: 15_000 });
  return { ...server, ...view };
}

describe('mail page and the compose dialog', { timeout: 30_000 }, () => {
  it('opens an empty compose window from the Compose button', async () => {
    const { user } = await openPage('/apps/mail/inbox', mockMailServer({ mails: [makeMail()] }));
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    expect(await opened()).toBeNull();
  });

  it('opens a draft of the Drafts folder in the compose window, with its id', async () => {
    const draft = makeMail({
      folder: 2,
      subject: 'Suspensão de linhas',
      message: '<p>Rascunho</p>',
      to: [{ name: 'João', email: 'joao@conecta.example' }],
    });
    const { user, router } = await openPage('/apps/mail/drafts', mockMailServer({ mails: [draft] }));
    await user.click(within(await screen.findByTestId('mail-item')).getByTestId('mail-open'));
    expect(await opened()).toEqual({
      to: draft.to,
      cc: [],
      subject: 'Suspensão de linhas',
      message: '<p>Rascunho</p>',
      attachments: draft.attachments,
      draftId: draft.id,
    });
    expect(router.state.location.pathname).toBe('/apps/mail/drafts');
  });

  it('answers the open mail with Reply and with r', async () => {
    const mail = makeMail({ subject: 'Pedido 88213' });
    const { user } = await openPage(`/apps/mail/inbox/${mail.id}`, mockMailServer({ mails: [mail] }));
    await screen.findByTestId('mail-reader');
    await user.keyboard('r');
    const reply = await opened();
    expect(reply.to).toEqual([expect.objectContaining({ email: mail.from.email })]);
    expect(reply.subject).toContain('Pedido 88213');
  });

  it('keeps c for the compose window, not for a search being typed', async () => {
    const { user } = await openPage('/apps/mail/inbox', mockMailServer({ mails: [makeMail()] }));
    await user.click(screen.getByTestId('mail-search'));
    await user.keyboard('c');
    await waitFor(() => expect(screen.getByTestId('mail-search')).toHaveValue('c'));
    expect(screen.queryByTestId('compose-stub')).toBeNull();
    await user.click(screen.getByTestId('page-title'));
    await user.keyboard('c');
    expect(await opened()).toBeNull();
  });
});
