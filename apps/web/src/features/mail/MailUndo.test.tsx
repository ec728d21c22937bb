import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sampleUsers } from '../../test/renderApp';
import { callsTo, makeMail, mockMailServer } from './testServer';

async function openInbox(server: ReturnType<typeof mockMailServer>) {
  localStorage.setItem('language', 'pt-BR');
  const view = await renderApp('/apps/mail/inbox', { user: sampleUsers.user, token: 'token-1' });
  await screen.findByTestId('mail-page', {}, { timeout: 15_000 });
  return { ...server, ...view };
}

const rows = () => screen.queryAllByTestId('mail-item');
const row = (subject: string) => rows().find((element) => element.textContent?.includes(subject)) as HTMLElement;

describe('mail actions in the undo toast', { timeout: 30_000 }, () => {
  it('names a move to the trash, and Undo puts the mail back in its folder', async () => {
    const a = makeMail({ subject: 'Alpha' });
    const b = makeMail({ subject: 'Bravo' });
    const { user, requests, box } = await openInbox(mockMailServer({ mails: [a, b] }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(within(row('Bravo')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Mover para a pasta' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Lixeira' }));
    const toast = await screen.findByTestId('mail-undo');
    expect(toast).toHaveTextContent('Movido para a Lixeira');
    await waitFor(() => expect(rows()).toHaveLength(1));

    await user.click(within(toast).getByRole('button', { name: 'Desfazer' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(callsTo(requests, '/api/mail-app/set-folder').map((request) => request.body)).toEqual([
      { selectedMailIds: [b.id], folderId: 4 },
      { selectedMailIds: [b.id], folderId: 0 },
    ]);
    expect(box.mails.find((mail) => mail.id === b.id)?.folder).toBe(0);
  });

  it('names a label, and Undo toggles it back', async () => {
    const a = makeMail({ subject: 'Alpha' });
    const { user, requests } = await openInbox(mockMailServer({ mails: [a] }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(within(row('Alpha')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Adicionar ou remover uma etiqueta' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Fatura' }));
    const toast = await screen.findByTestId('mail-undo');
    expect(toast).toHaveTextContent('Etiqueta “Fatura” alterada');
    await waitFor(() => expect(within(row('Alpha')).getByText('Fatura')).toBeVisible());
    await user.click(within(toast).getByRole('button', { name: 'Desfazer' }));
    await waitFor(() => expect(within(row('Alpha')).queryByText('Fatura')).not.toBeInTheDocument());
    expect(callsTo(requests, '/api/mail-app/toggle-label')).toHaveLength(2);
  });
});
