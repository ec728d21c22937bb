import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sampleUsers } from '../../test/renderApp';
import { callsTo, makeMail, mockMailServer } from './testServer';

async function openPage(path: string, server: ReturnType<typeof mockMailServer>, language = 'en') {
  localStorage.setItem('language', language);
  const view = await renderApp(path, { user: sampleUsers.user, token: 'token-1' });
  const page = await screen.findByTestId('mail-page', {}, { timeout: 15_000 });
  return { ...server, ...view, page };
}

const sideCount = (handle: string) => screen.queryByTestId(`mail-unread-${handle}`);
const navBadge = () => screen.queryByTestId('navigation-badge-mail');

describe('mail says where you are and counts unread mail', { timeout: 30_000 }, () => {
  it('names the list in the page and the tab, with its unread mail, in the side list and on the navigation entry', async () => {
    const server = mockMailServer({
      mails: [
        makeMail({ subject: 'Fatura de novembro', read: false }),
        makeMail({ subject: 'Portabilidade', read: false, starred: true }),
        makeMail({ subject: 'Lida', read: true }),
        makeMail({ subject: 'Promoção', read: false, folder: 3, labels: [2] }),
      ],
    });
    const { user } = await openPage('/apps/mail/inbox', server, 'pt-BR');
    const heading = screen.getByTestId('page-title');
    await waitFor(() => expect(heading).toHaveTextContent('Caixa de entrada'));
    expect(heading).not.toHaveTextContent('E-mail');
    await waitFor(() => expect(screen.getByTestId('mail-unread-count')).toHaveTextContent('2 não lidos'));
    expect(document.title).toBe('(2) Caixa de entrada — Conecta');
    expect(sideCount('inbox')).toHaveTextContent(/^2$/);
    expect(sideCount('spam')).toHaveTextContent(/^1$/);
    expect(sideCount('starred')).toHaveTextContent(/^1$/);
    expect(sideCount('invoice')).toHaveTextContent(/^1$/);
    expect(sideCount('sent')).toBeNull();
    expect(screen.getByTestId('mail-nav-inbox')).toHaveAccessibleName('Caixa de entrada 2 não lidos');
    await waitFor(() => expect(navBadge()).toHaveTextContent(/^2$/));
    // One call brings every count, however many places show them.
    expect(callsTo(server.requests, '/api/mail-app/unread-counts')).toHaveLength(1);

    await user.click(screen.getByTestId('mail-nav-spam'));
    await waitFor(() => expect(heading).toHaveTextContent('Spam'));
    expect(document.title).toBe('(1) Spam — Conecta');
    await user.click(screen.getByTestId('mail-nav-sent'));
    await waitFor(() => expect(heading).toHaveTextContent('Enviados'));
    expect(screen.getByTestId('mail-unread-count')).toHaveTextContent('Nenhum e-mail não lido');
    expect(document.title).toBe('Enviados — Conecta');
  });

  it('counts a mail that arrives live, and one the user reads', async () => {
    const old = makeMail({ subject: 'Old news', read: false, time: new Date(2026, 10, 1).toISOString() });
    const server = await openPage('/apps/mail/inbox', mockMailServer({ mails: [old] }));
    await waitFor(() => expect(sideCount('inbox')).toHaveTextContent(/^1$/));
    await waitFor(() => expect(navBadge()).toHaveTextContent(/^1$/));

    const arrived = makeMail({ subject: 'Just arrived', read: false, time: new Date().toISOString() });
    server.box.mails.push(arrived);
    // The event goes to the tab's stream: it must be open first (on a busy machine it opens after the counts).
    await waitFor(() => expect(server.live.connections).toBeGreaterThan(0));
    act(() =>
      server.live.send({
        type: 'mail-arrived',
        mailId: arrived.id,
        folder: 0,
        from: arrived.from,
        subject: arrived.subject,
      }),
    );
    await waitFor(() => expect(sideCount('inbox')).toHaveTextContent(/^2$/));
    expect(navBadge()).toHaveTextContent(/^2$/);
    await waitFor(() => expect(document.title).toBe('(2) Inbox — Conecta'));

    await server.user.click(
      within(await screen.findByText('Just arrived').then((el) => el.closest('li') as HTMLElement)).getByTestId(
        'mail-open',
      ),
    );
    await waitFor(() => expect(sideCount('inbox')).toHaveTextContent(/^1$/));
    await waitFor(() => expect(navBadge()).toHaveTextContent(/^1$/));
  });
});

describe('the help dialog', { timeout: 30_000 }, () => {
  it('gives the focus back to the button that opened it', async () => {
    const { user } = await openPage('/apps/mail/inbox', mockMailServer({ mails: [makeMail({ subject: 'One' })] }));
    const help = screen.getByTestId('mail-help');
    await user.click(help);
    const dialog = await screen.findByTestId('mail-keyboard-help');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('mail-keyboard-help')).toBeNull());
    await waitFor(() => expect(help).toHaveFocus());

    // Opened by its key from a row: back to the row.
    const openRow = screen.getByTestId('mail-open');
    openRow.focus();
    await user.keyboard('{Shift>}?{/Shift}');
    await screen.findByTestId('mail-keyboard-help');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('mail-keyboard-help')).toBeNull());
    await waitFor(() => expect(openRow).toHaveFocus());

    // Opened by its key with nothing focused: to its button, not lost on the page.
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Shift>}?{/Shift}');
    await screen.findByTestId('mail-keyboard-help');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('mail-keyboard-help')).toBeNull());
    await waitFor(() => expect(help).toHaveFocus());
  });
});
