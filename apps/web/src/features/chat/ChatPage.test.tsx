import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sampleUsers } from '../../test/renderApp';
import { formatShortMessageTime } from './messageTime';
import { mockChatServer, sampleTime, sentTo } from './testServer';

async function openPage({
  language = 'en',
  fail = [] as string[],
  token,
}: {
  language?: string;
  fail?: string[];
  token?: string;
} = {}) {
  localStorage.setItem('language', language);
  const server = mockChatServer({ fail });
  const view = await renderApp('/apps/chat', { user: sampleUsers.user, token });
  const page = await screen.findByTestId('chat-page', {}, { timeout: 15_000 });
  return { ...server, ...view, page };
}

const item = (page: HTMLElement, id: string) =>
  within(page)
    .getAllByTestId('chat-contact')
    .find((element) => element.dataset.contactId === id) as HTMLElement;

// Whole-app renders with lazy chunks: slow on a busy two-core machine.
describe('chat app page', { timeout: 30_000 }, () => {
  it("shows the user's profile, the chats and the contacts, and searches them", async () => {
    const { page, user } = await openPage();
    expect(await within(page).findByText('Uma User')).toBeVisible();
    expect(within(page).getByTestId('chat-mood')).toHaveValue('Disponível');
    expect(within(page).getByTestId('chat-status')).toHaveTextContent('Online');

    const chats = within(page).getByTestId('chat-list');
    const contacts = within(page).getByTestId('chat-contact-list');
    expect(
      within(chats)
        .getAllByTestId('chat-contact')
        .map((element) => element.dataset.contactId),
    ).toEqual(['c-bruno']);
    expect(within(item(page, 'c-bruno')).getByTestId('chat-unread')).toHaveTextContent('2');
    // A chat shows its last message; a contact without one, their mood.
    expect(item(page, 'c-bruno')).toHaveTextContent('Pode revisar o lote de chips?');
    expect(item(page, 'c-bruno')).not.toHaveTextContent('De férias');
    expect(within(contacts).getAllByTestId('chat-contact')).toHaveLength(3);
    expect(within(page).getByText('Plantão até as 18h')).toBeVisible();
    expect(within(page).getByText('Select a contact to start a conversation.')).toBeVisible();

    // Accents and case do not matter.
    await user.type(within(page).getByRole('searchbox', { name: 'Search for a contact' }), 'CARLA');
    expect(
      within(page)
        .getAllByTestId('chat-contact')
        .map((element) => element.dataset.contactId),
    ).toEqual(['c-carla']);
    expect(within(chats).getByText('No contact matches.')).toBeVisible();
    await user.clear(within(page).getByRole('searchbox'));
    await user.type(within(page).getByRole('searchbox'), 'zé');
    expect(within(page).queryAllByTestId('chat-contact')).toHaveLength(0);
  });

  it('saves the mood and the status the user chooses', async () => {
    const { page, user, requests } = await openPage();
    const mood = await within(page).findByTestId('chat-mood');
    await user.clear(mood);
    await user.type(mood, 'Em reunião{Enter}');
    await waitFor(() => expect(sentTo(requests, '/api/chat/user/data')).toHaveLength(1));
    expect(sentTo(requests, '/api/chat/user/data')[0]).toMatchObject({ method: 'POST', body: { mood: 'Em reunião' } });
    // Leaving the field unchanged saves nothing more.
    fireEvent.blur(mood);
    expect(sentTo(requests, '/api/chat/user/data')).toHaveLength(1);

    await user.click(within(page).getByTestId('chat-status'));
    await user.click(await screen.findByRole('option', { name: 'Do not disturb' }));
    await waitFor(() => expect(sentTo(requests, '/api/chat/user/data')).toHaveLength(2));
    expect(sentTo(requests, '/api/chat/user/data')[1]?.body).toEqual({ status: 'do-not-disturb' });
    await waitFor(() => expect(within(page).getByTestId('chat-status')).toHaveTextContent('Do not disturb'));
  });

  it("opens a conversation with the contact's status and mood, sends, and receives live", async () => {
    const { page, user, requests, live, deliver } = await openPage({ token: 'token-1' });
    await user.click(await within(page).findByRole('button', { name: /^Ana Souza/ }));
    expect(await within(page).findByTestId('chat-contact-status')).toHaveTextContent('Online · Plantão até as 18h');
    expect(await within(page).findByText('Start a conversation by typing your message below.')).toBeVisible();

    await user.type(within(page).getByTestId('chat-input'), 'Tudo certo para amanhã?{Enter}');
    expect(await within(page).findByTestId('chat-message')).toHaveTextContent('Tudo certo para amanhã?');
    expect(within(page).getByTestId('chat-input')).toHaveValue('');
    expect(sentTo(requests, '/api/chat/send-message')[0]?.body).toEqual({
      chatId: 'chat-c-ana',
      messageText: 'Tudo certo para amanhã?',
      contactId: 'c-ana',
    });
    // Now a chat: in the chat list, first.
    await waitFor(() =>
      expect(
        within(within(page).getByTestId('chat-list'))
          .getAllByTestId('chat-contact')
          .map((element) => element.dataset.contactId),
      ).toEqual(['c-ana', 'c-bruno']),
    );

    await waitFor(() => expect(live.connections).toBe(1));
    act(() => deliver('c-ana', 'Sim, às 9h.', 'live-page'));
    await waitFor(() => expect(within(page).getAllByTestId('chat-message')).toHaveLength(2));
    expect(within(page).getAllByTestId('chat-message')[1]).toHaveTextContent('Sim, às 9h.');
    // The chat list shows the last message.
    expect(item(page, 'c-ana')).toHaveTextContent('Sim, às 9h.');
    expect(within(item(page, 'c-ana')).queryByTestId('chat-unread')).toBeNull();
    act(() => deliver('c-davi', 'Alguém no plantão?', 'live-davi'));
    await waitFor(() => expect(within(item(page, 'c-davi')).getByTestId('chat-unread')).toHaveTextContent('1'));
  });

  it('says when the contacts cannot be loaded and tries again on request', async () => {
    const { page, user, requests } = await openPage({ fail: ['/api/chat/contacts'] });
    expect(await within(page).findByText('The contacts could not be loaded.')).toBeVisible();
    const before = sentTo(requests, '/api/chat/contacts').length;
    await user.click(within(page).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sentTo(requests, '/api/chat/contacts').length).toBeGreaterThan(before));
  });

  it('speaks Arabic right to left, names and messages each in their own direction', async () => {
    const { page, user } = await openPage({ language: 'ar' });
    expect(await within(page).findByText('اختر جهة اتصال لبدء محادثة.')).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(page).getByTestId('chat-status')).toHaveTextContent('متصل');
    expect(screen.getByRole('heading', { name: 'الدردشة' })).toBeVisible();
    expect(within(page).getByText('Uma User')).toHaveAttribute('dir', 'auto');
    expect(within(item(page, 'c-bruno')).getByText('Bruno Lima')).toHaveAttribute('dir', 'auto');

    await user.click(item(page, 'c-bruno'));
    expect(await within(page).findByTestId('chat-contact-name')).toHaveAttribute('dir', 'auto');
    expect(await within(page).findByText('Bom dia!')).toHaveAttribute('dir', 'auto');
  });

  it('has the page to itself: no chat rail, panel or toggle with unread badges of their own', async () => {
    const { page } = await openPage();
    await within(page).findByText('Uma User');
    expect(within(item(page, 'c-bruno')).getByTestId('chat-unread')).toHaveTextContent('2');
    expect(screen.getAllByTestId('chat-unread')).toHaveLength(1);
    expect(screen.queryByTestId('chat-toggle')).not.toBeInTheDocument();
    expect(screen.queryByTestId('chat-panel')).not.toBeInTheDocument();
  });

  it("shows a message's time in the user's language: the time today, the date before", async () => {
    const { page, user } = await openPage({ language: 'pt-BR' });
    await user.click(await within(page).findByRole('button', { name: /^Bruno Lima/ }));
    const time = await within(page).findByTestId('chat-message-time');
    // The sample messages are from 21 November 2026; the spec's whole form stays in the tooltip.
    expect(time.textContent).toBe(formatShortMessageTime(sampleTime, 'pt-BR'));
    expect(time.textContent).not.toMatch(/pm|am/);
    expect(time).toHaveAttribute('title', '21 de novembro de 2026, 3:04:05 pm');

    await user.type(within(page).getByTestId('chat-input'), 'Vou revisar agora.{Enter}');
    await waitFor(() => expect(within(page).getAllByTestId('chat-message-time')).toHaveLength(2));
    expect(within(page).getAllByTestId('chat-message-time')[1]).toHaveTextContent(/^\d{2}:\d{2}$/);
  });
});
