import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sampleUsers } from '../../test/renderApp';
import { callsTo, makeMail, mockMailServer } from './testServer';

async function openPage(path: string, server: ReturnType<typeof mockMailServer>, language = 'en') {
  localStorage.setItem('language', language);
  // A token-API session, so the tab opens its live stream.
  const view = await renderApp(path, { user: sampleUsers.user, token: 'token-1' });
  const page = await screen.findByTestId('mail-page', {}, { timeout: 15_000 });
  return { ...server, ...view, page };
}

const rows = () => screen.queryAllByTestId('mail-item');
const row = (subject: string) => rows().find((element) => element.textContent?.includes(subject)) as HTMLElement;

// Whole-app renders with lazy chunks: slow on a busy two-core machine.
describe('mail page', { timeout: 30_000 }, () => {
  it('lists the inbox newest first, unread in bold, and opening a mail marks it read', async () => {
    const unread = makeMail({ subject: 'Fleet order 42', read: false, time: new Date(2026, 10, 21).toISOString() });
    const older = makeMail({ subject: 'Line portability' });
    const { requests, user } = await openPage('/apps/mail', mockMailServer({ mails: [older, unread] }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('Fleet order 42');
    expect(row('Fleet order 42').dataset.read).toBe('false');
    expect(within(row('Fleet order 42')).getByTestId('mail-subject')).toHaveStyle({ fontWeight: 700 });
    expect(within(row('Line portability')).getByTestId('mail-subject')).toHaveStyle({ fontWeight: 400 });

    await user.click(within(row('Fleet order 42')).getByTestId('mail-open'));
    const reader = await screen.findByTestId('mail-reader');
    expect(within(reader).getByRole('heading', { name: 'Fleet order 42' })).toBeVisible();
    expect(within(reader).getByTestId('mail-from')).toHaveTextContent('Ana Souza <ana@fornecedor.example>');
    expect(within(reader).getByTestId('mail-to')).toHaveTextContent('To: Uma User <user@conecta.example>');
    await waitFor(() => expect(callsTo(requests, '/api/mail-app/update-mail')).toHaveLength(1));
    expect(callsTo(requests, '/api/mail-app/update-mail')[0]?.body).toMatchObject({ id: unread.id, read: true });
    await waitFor(() => expect(row('Fleet order 42').dataset.read).toBe('true'));
  });

  it('shows a sent mail by whom it is for: the address when the name is empty, never "?"', async () => {
    const bare = makeMail({ folder: 1, subject: 'Bare address', to: [{ name: '', email: 'marta@fora.example' }] });
    const named = makeMail({
      folder: 1,
      subject: 'Named',
      to: [{ name: 'Sérgio Staff', email: 'staff@conecta.example' }],
    });
    await openPage('/apps/mail/sent', mockMailServer({ mails: [bare, named] }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(row('Bare address')).toHaveTextContent('marta@fora.example');
    expect(row('Named')).toHaveTextContent('Sérgio Staff');
    for (const element of rows()) expect(within(element).queryByText('?')).not.toBeInTheDocument();
  });

  it('shows the empty, error and loading states of the list', async () => {
    const { page } = await openPage('/apps/mail/spam', mockMailServer());
    expect(await within(page).findByText('There are no mails here.')).toBeVisible();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const server = mockMailServer({ fail: ['/api/mail-app/mails'] });
    const { user } = await openPage('/apps/mail/inbox', server);
    expect(await screen.findByText('The mails could not be loaded.')).toBeVisible();
    const before = callsTo(server.requests, '/api/mail-app/mails').length;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(callsTo(server.requests, '/api/mail-app/mails').length).toBeGreaterThan(before));
  });

  it('pages on the server: "Load more" asks for the page after the last cursor', async () => {
    const mails = Array.from({ length: 30 }, (_, index) =>
      makeMail({ subject: `Invoice ${index}`, time: new Date(2026, 10, 1, 0, 30 - index).toISOString() }),
    );
    const { user, requests } = await openPage('/apps/mail/inbox', mockMailServer({ mails }));
    await waitFor(() => expect(rows()).toHaveLength(25));
    await user.click(screen.getByTestId('mail-load-more'));
    await waitFor(() => expect(rows()).toHaveLength(30));
    expect(callsTo(requests, '/api/mail-app/mails').at(-1)?.path).toContain('cursor=25');
    expect(screen.queryByTestId('mail-load-more')).toBeNull();
  });

  it('marks the search matches the server found', async () => {
    const mails = [makeMail({ subject: 'Chip batch for the fleet' }), makeMail({ subject: 'Lunch' })];
    const { user, requests } = await openPage('/apps/mail/inbox', mockMailServer({ mails }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.type(screen.getByTestId('mail-search'), 'fleet{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(callsTo(requests, '/api/mail-app/mails').at(-1)?.path).toContain('q=fleet');
    expect(within(rows()[0] as HTMLElement).getByText('fleet', { selector: 'mark' })).toBeVisible();
  });

  it('selects by kind and labels, moves and deletes the selected mails', async () => {
    const a = makeMail({ subject: 'Alpha', read: false, starred: true });
    const b = makeMail({ subject: 'Bravo' });
    const c = makeMail({ subject: 'Charlie', important: true });
    const { user, requests } = await openPage('/apps/mail/inbox', mockMailServer({ mails: [a, b, c] }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    const checked = () => rows().filter((element) => within(element).getByRole('checkbox').matches(':checked'));

    const choose = async (kind: string) => {
      await user.click(screen.getByTestId('mail-select-menu-button'));
      await user.click(await screen.findByRole('menuitem', { name: kind }));
    };
    await choose('Unread');
    expect(checked().map((element) => element.dataset.mailId)).toEqual([a.id]);
    await choose('Unstarred');
    expect(
      checked()
        .map((element) => element.dataset.mailId)
        .sort(),
    ).toEqual([b.id, c.id].sort());
    await choose('Important');
    expect(checked().map((element) => element.dataset.mailId)).toEqual([c.id]);
    await choose('None');
    expect(checked()).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'Select all loaded mails' }));
    expect(checked()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Add or remove a label' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Invoice' }));
    await waitFor(() => expect(callsTo(requests, '/api/mail-app/toggle-label')).toHaveLength(1));
    expect(callsTo(requests, '/api/mail-app/toggle-label')[0]?.body).toEqual({
      selectedMailIds: [a.id, b.id, c.id],
      labelId: 2,
    });
    await waitFor(() => expect(within(row('Bravo')).getByText('Invoice')).toBeVisible());
    expect(checked()).toHaveLength(0);

    await user.click(within(row('Bravo')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Move to folder' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Spam' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(callsTo(requests, '/api/mail-app/set-folder')[0]?.body).toEqual({ selectedMailIds: [b.id], folderId: 3 });

    await user.click(within(row('Alpha')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete permanently' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete permanently?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(callsTo(requests, '/api/mail-app/delete-mails')[0]?.body).toEqual({ selectedMailIds: [a.id] });
  });

  it('shows the new mail when the live stream says one arrived', async () => {
    const server = mockMailServer({ mails: [makeMail({ subject: 'First' })] });
    await openPage('/apps/mail/inbox', server);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await waitFor(() => expect(server.live.connections).toBeGreaterThan(0));
    const arrived = makeMail({ subject: 'Just arrived', time: new Date().toISOString(), read: false });
    server.box.mails.push(arrived);
    act(() => {
      server.live.write(
        `event: mail-arrived\ndata: ${JSON.stringify({ type: 'mail-arrived', mailId: arrived.id, folder: 0, from: arrived.from, subject: arrived.subject })}\n\n`,
      );
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('Just arrived');
    // Mail that came while the stream was down shows once it is back.
    const missed = makeMail({ subject: 'Came while offline', time: new Date().toISOString() });
    server.box.mails.push(missed);
    act(() => server.live.send({ type: 'ready', userId: 'uuid-user', status: 'online' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('works by keyboard: j/k move, Enter opens, s stars, # trashes, / searches, ? helps', async () => {
    const first = makeMail({ subject: 'One', time: new Date(2026, 10, 21, 3).toISOString() });
    const second = makeMail({ subject: 'Two', time: new Date(2026, 10, 21, 2).toISOString() });
    const { user, requests, router } = await openPage('/apps/mail/inbox', mockMailServer({ mails: [first, second] }));
    await waitFor(() => expect(rows()).toHaveLength(2));

    await user.keyboard('j');
    expect(within(row('One')).getByTestId('mail-open')).toHaveFocus();
    await user.keyboard('j');
    expect(within(row('Two')).getByTestId('mail-open')).toHaveFocus();
    await user.keyboard('k');
    expect(within(row('One')).getByTestId('mail-open')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('mail-reader')).toHaveAttribute('data-mail-id', first.id);
    expect(router.state.location.pathname).toBe(`/apps/mail/inbox/${first.id}`);

    await user.keyboard('s');
    await waitFor(() =>
      expect(
        callsTo(requests, '/api/mail-app/update-mail').some((call) => (call.body as { starred: boolean }).starred),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.getByTestId('mail-star')).toHaveAttribute('aria-pressed', 'true'));

    await user.keyboard('#');
    await waitFor(() => expect(callsTo(requests, '/api/mail-app/set-folder')).toHaveLength(1));
    expect(callsTo(requests, '/api/mail-app/set-folder')[0]?.body).toEqual({
      selectedMailIds: [first.id],
      folderId: 4,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/mail/inbox'));
    await waitFor(() => expect(rows()).toHaveLength(1));

    await user.keyboard('/');
    expect(screen.getByTestId('mail-search')).toHaveFocus();
    // Typed into the search box, the keys are text, not shortcuts.
    await user.keyboard('s#j');
    expect(screen.getByTestId('mail-search')).toHaveValue('s#j');
    expect(callsTo(requests, '/api/mail-app/set-folder')).toHaveLength(1);

    (document.activeElement as HTMLElement).blur();
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Move to Trash')).toBeVisible();
    expect(within(help).getByText('#')).toBeVisible();
    fireEvent.keyDown(help, { key: 'Escape' });
  });
});

describe('mail reader', { timeout: 30_000 }, () => {
  it('shows a hostile body with nothing that runs, and remote images only when asked', async () => {
    const mail = makeMail({
      subject: 'Fatura',
      message:
        '<p>Segue a fatura</p><script>window.pwned = true</script><img src="https://tracker.example/open.gif" alt="pixel" onerror="window.pwned = true"><a href="javascript:alert(1)">pagar</a>',
    });
    const { user } = await openPage(`/apps/mail/inbox/${mail.id}`, mockMailServer({ mails: [mail] }));
    const body = await screen.findByTestId('mail-body');
    expect(body).toHaveTextContent('Segue a fatura');
    expect(body.querySelector('script')).toBeNull();
    expect(body.innerHTML).not.toMatch(/onerror|javascript:/i);
    const image = within(body).getByRole('img', { name: 'pixel' });
    expect(image).not.toHaveAttribute('src');
    expect(screen.getByText('Remote images are hidden to protect your privacy.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show images' }));
    expect(within(screen.getByTestId('mail-body')).getByRole('img', { name: 'pixel' })).toHaveAttribute(
      'src',
      'https://tracker.example/open.gif',
    );
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it("shows the sender, recipients, labels and attachments, the time in the user's language", async () => {
    const mail = makeMail({
      subject: 'Pedido de frota',
      time: new Date(2026, 10, 20, 9, 30).toISOString(),
      cc: [{ name: 'Bruno Lima', email: 'bruno@conecta.example' }],
      labels: [2],
      hasAttachments: true,
      attachments: [{ type: 'application/pdf', fileName: 'pedido.pdf', preview: '', url: '/api/files/f1', size: 1536 }],
    });
    await openPage(`/apps/mail/inbox/${mail.id}`, mockMailServer({ mails: [mail] }), 'pt-BR');
    const reader = await screen.findByTestId('mail-reader');
    expect(within(reader).getByTestId('mail-time')).toHaveTextContent(/20 de novembro de 2026/);
    expect(within(reader).getByTestId('mail-cc')).toHaveTextContent('Cc: Bruno Lima <bruno@conecta.example>');
    expect(within(reader).getByText('Fatura')).toBeVisible();
    const attachment = within(reader).getByTestId('mail-attachment');
    expect(attachment).toHaveTextContent('pedido.pdf');
    expect(attachment).toHaveTextContent('1,5 kB');
    expect(within(attachment).getByRole('button', { name: 'Baixar pedido.pdf' })).toBeVisible();
    expect(within(reader).getByRole('button', { name: 'Responder a todos' })).toBeVisible();
  });

  it('marks important by saving the whole mail', async () => {
    const mail = makeMail({ subject: 'Portabilidade' });
    const { user, requests } = await openPage(`/apps/mail/inbox/${mail.id}`, mockMailServer({ mails: [mail] }));
    await user.click(await screen.findByRole('button', { name: 'Mark as important' }));
    await waitFor(() => expect(callsTo(requests, '/api/mail-app/update-mail')).toHaveLength(1));
    const saved = callsTo(requests, '/api/mail-app/update-mail')[0]?.body as Record<string, unknown>;
    expect(saved).toMatchObject({ id: mail.id, important: true, starred: false, subject: 'Portabilidade' });
    expect(saved).not.toHaveProperty('highlight');
    expect(screen.getByRole('button', { name: 'Mark as not important' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when the mail does not exist', async () => {
    await openPage(`/apps/mail/inbox/${'0'.repeat(8)}-0000-4000-8000-999999999999`, mockMailServer());
    expect(await screen.findByText('This mail does not exist or was deleted.')).toBeVisible();
  });
});
