import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sampleUsers } from '../../test/renderApp';
import { callsTo, makeMail, mockMailServer } from './testServer';

async function openMail(mailId: string, server: ReturnType<typeof mockMailServer>, language = 'en') {
  localStorage.setItem('language', language);
  const view = await renderApp(`/apps/mail/inbox/${mailId}`, { user: sampleUsers.user, token: 'token-1' });
  const reader = await screen.findByTestId('mail-reader', {}, { timeout: 15_000 });
  return { ...server, ...view, reader };
}

describe('the reader', { timeout: 30_000 }, () => {
  it('marks the open mail unread, moves it to a folder and labels it, by keyboard', async () => {
    const mail = makeMail({ subject: 'Contrato', read: true, labels: [0] });
    const server = mockMailServer({ mails: [mail] });
    const { user, requests, router, reader } = await openMail(mail.id, server);

    // Label: the menu shows which labels the mail has; picking one adds it.
    const labelButton = within(reader).getByRole('button', { name: 'Labels…' });
    labelButton.focus();
    await user.keyboard('{Enter}');
    const labels = await screen.findByTestId('mail-reader-label-menu');
    expect(within(labels).getByRole('menuitemcheckbox', { name: 'Note' })).toHaveAttribute('aria-checked', 'true');
    expect(within(labels).getByRole('menuitemcheckbox', { name: 'Invoice' })).toHaveAttribute('aria-checked', 'false');
    // The menu opens on its first label; one down is Paypal.
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(callsTo(requests, '/api/mail-app/toggle-label')[0]?.body).toEqual({
        selectedMailIds: [mail.id],
        labelId: 1,
      }),
    );
    await waitFor(() => expect(within(screen.getByTestId('mail-reader-labels')).getByText('Paypal')).toBeVisible());

    // Mark unread: saved, and back to the list where it shows unread.
    await user.click(within(screen.getByTestId('mail-reader')).getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/mail/inbox'));
    expect(callsTo(requests, '/api/mail-app/update-mail').at(-1)?.body).toMatchObject({ id: mail.id, read: false });
    await waitFor(() => expect(screen.getByTestId('mail-item').dataset.read).toBe('false'));

    // Move: every folder but its own and Drafts.
    await user.click(within(screen.getByTestId('mail-item')).getByTestId('mail-open'));
    const move = await screen.findByRole('button', { name: 'Move to…' });
    await user.click(move);
    const folders = await screen.findByTestId('mail-reader-move-menu');
    expect(
      within(folders)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Sent', 'Spam', 'Trash']);
    await user.click(within(folders).getByRole('menuitem', { name: 'Spam' }));
    await waitFor(() =>
      expect(callsTo(requests, '/api/mail-app/set-folder')[0]?.body).toEqual({
        selectedMailIds: [mail.id],
        folderId: 3,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/mail/inbox'));
    expect(server.box.mails[0]?.folder).toBe(3);
  });

  it('sets every user-written text in its own direction in an Arabic page', async () => {
    const mail = makeMail({
      subject: 'Olá, sua fatura chegou',
      from: { name: 'Vivo Empresas', email: 'faturamento@vivo.example', avatar: '' },
      message: '<p>Olá.</p>',
      read: false,
      hasAttachments: true,
      attachments: [{ type: 'application/pdf', fileName: 'fatura-11.pdf', preview: '', url: '/api/files/x', size: 10 }],
    });
    const { reader } = await openMail(mail.id, mockMailServer({ mails: [mail] }), 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(reader).getByRole('heading', { name: 'Olá, sua fatura chegou' })).toHaveAttribute('dir', 'auto');
    // Name and address isolated together, so the address stays after the name.
    const from = within(screen.getByTestId('mail-from')).getByText('Vivo Empresas', { exact: false });
    expect(from.closest('bdi')).toHaveTextContent('Vivo Empresas <faturamento@vivo.example>');
    expect(screen.getByTestId('mail-to').querySelector('bdi')).toHaveTextContent('Uma User <user@conecta.example>');
    expect(screen.getByTestId('mail-body')).toHaveAttribute('dir', 'auto');
    expect(within(reader).getByText('fatura-11.pdf')).toHaveAttribute('dir', 'auto');

    const row = await screen.findByTestId('mail-item');
    expect(within(row).getByTestId('mail-subject')).toHaveAttribute('dir', 'auto');
    expect(within(row).getByTestId('mail-excerpt')).toHaveAttribute('dir', 'auto');
    // The page's own word ("unread") keeps the page's direction and stays out of the sender's guess.
    expect(within(row).getByText('Vivo Empresas', { exact: false })).toHaveAttribute('dir', 'auto');
  });
});
